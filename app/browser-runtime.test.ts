// @vitest-environment happy-dom
import { createElement, options, render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { afterEach, describe, expect, it } from "vitest";
import { focusAutoFocusOnMount, focusFromNowOn, runEffectsBeforeInput } from "./browser-runtime";

const seen: string[] = [];

/** A screen whose effect resets it for each question, as the question screen's does. */
function Screen({ question }: { question: number }) {
  useEffect(() => {
    seen.push(`reset for ${question}`);
  }, [question]);
  return createElement("input", { id: "answer", onInput: () => seen.push(`typed on ${question}`) });
}

const container = document.createElement("div");
document.body.append(container);
const defaultSchedule = options.requestAnimationFrame;

afterEach(() => {
  render(null, container);
  seen.length = 0;
});

const aFrameLater = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Question 1 is on screen and settled; question 2 replaces it and a key arrives at once. */
async function typeRightAfterTheScreenChanges() {
  render(createElement(Screen, { question: 1 }), container);
  await aFrameLater();
  expect(seen).toEqual(["reset for 1"]);
  seen.length = 0;
  render(createElement(Screen, { question: 2 }), container);
  container.querySelector("input")!.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("a render's effects run before the next input reaches the page", () => {
  it("Preact on its own runs them after the next frame, after a key pressed at once", async () => {
    options.requestAnimationFrame = defaultSchedule;
    await typeRightAfterTheScreenChanges();
    expect(seen).toEqual(["typed on 2"]);
    await aFrameLater();
    expect(seen).toEqual(["typed on 2", "reset for 2"]);
  });

  it("with React's order restored, the reset comes first, and effects still run with no input at all", async () => {
    runEffectsBeforeInput();
    await typeRightAfterTheScreenChanges();
    expect(seen).toEqual(["reset for 2", "typed on 2"]);

    render(createElement(Screen, { question: 3 }), container);
    expect(seen).toEqual(["reset for 2", "typed on 2"]);
    await aFrameLater();
    expect(seen).toEqual(["reset for 2", "typed on 2", "reset for 3"]);
  });
});

describe("an element rendered with autoFocus", () => {
  let open: (on: boolean) => void = () => {};

  /** A note whose text becomes a field when edited, and a search box the page arrives with. */
  function Note() {
    const [editing, setEditing] = useState(false);
    open = setEditing;
    return createElement(
      "div",
      null,
      createElement("input", { id: "search", autoFocus: true }),
      editing ? createElement("textarea", { id: "note", autoFocus: true }) : createElement("p", null, "A note"),
    );
  }

  it("is focused when it appears after the page's first render, and the page's own are left to the browser", async () => {
    focusAutoFocusOnMount();
    render(createElement(Note, null), container);
    expect(document.activeElement?.id).not.toBe("search");
    focusFromNowOn();

    open(true);
    await aFrameLater();
    expect(document.activeElement?.id).toBe("note");
  });
});

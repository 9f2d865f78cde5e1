// @vitest-environment happy-dom
import { act, createElement, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

// React warns unless it knows it runs inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return createElement("i", null, String(hydrated));
}

let showLater: (show: boolean) => void = () => {};

function Screen() {
  const [later, setLater] = useState(false);
  showLater = setLater;
  return createElement("main", null, createElement(Probe), later ? createElement(Probe) : null);
}

describe("useHydrated", () => {
  it("is false in the server's markup, true once hydrated, and true from the first render of anything mounted later", async () => {
    const markup = renderToString(createElement(Screen));
    expect(markup).toContain("<i>false</i>");

    const container = document.createElement("div");
    container.innerHTML = markup;
    document.body.append(container);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(container, createElement(Screen));
    });
    expect(renders[0]).toBe(false);
    expect(container.textContent).toBe("true");

    renders.length = 0;
    await act(async () => showLater(true));
    expect(renders.every(Boolean)).toBe(true);
    expect(container.textContent).toBe("truetrue");
  });
});

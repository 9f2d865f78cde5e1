// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useLinkClick } from "./link-list";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Squares() {
  const onClick = useLinkClick();
  const location = useLocation();
  return createElement(
    "nav",
    null,
    createElement("output", null, `${location.pathname}${location.search}`),
    [1, 2, 3].map((n) => createElement("a", { key: n, href: `/question?q=${n}`, onClick }, `Question ${n}`)),
    createElement("a", { href: "/question?q=9", onClick, target: "_blank" }, "In a new tab"),
  );
}

let root: ReturnType<typeof createRoot> | null = null;
afterEach(() => act(() => root?.unmount()));

async function show() {
  const router = createMemoryRouter([{ path: "/question", element: createElement(Squares) }], {
    initialEntries: ["/question?q=1"],
  });
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(createElement(RouterProvider, { router })));
  const link = (name: string) => [...container.querySelectorAll("a")].find((a) => a.textContent === name)!;
  /** Whether the app took the click; the test's document then stops the browser's own (a page load). */
  const click = async (name: string, init: MouseEventInit = {}) => {
    let taken = false;
    const afterApp = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", afterApp, { once: true });
    await act(
      async () =>
        void link(name).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })),
    );
    return { defaultPrevented: taken };
  };
  return { router, click, shown: () => container.querySelector("output")!.textContent };
}

describe("plain links that move within the app", () => {
  it("moves on an ordinary click, as a Link would, without the browser loading the page", async () => {
    const { router, click, shown } = await show();
    const event = await click("Question 3");
    expect(event.defaultPrevented).toBe(true);
    expect(shown()).toBe("/question?q=3");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("replaces the history entry when the link is the page on screen", async () => {
    const { router, click } = await show();
    await click("Question 1");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leaves a click with a modifier key, or on a link to another tab, to the browser", async () => {
    const { click, shown } = await show();
    expect((await click("Question 2", { ctrlKey: true })).defaultPrevented).toBe(false);
    expect((await click("Question 2", { button: 1 })).defaultPrevented).toBe(false);
    expect((await click("In a new tab")).defaultPrevented).toBe(false);
    expect(shown()).toBe("/question?q=1");
  });
});

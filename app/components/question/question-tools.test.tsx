// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formFingerprint } from "~/server/idempotency.server";
import { QuestionTools } from "./question-tools";

// React warns unless it knows it runs inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FORM_KEY = "k".repeat(24);
const QUESTION = { id: "00000000-0000-4000-8000-000000000001", flagged: false, liked: false, note: null };

/** The question screen's tools over a stub server that keeps every form it is sent and never answers. */
function mount() {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/question",
      loader: () => ({ formKey: FORM_KEY }),
      HydrateFallback: () => null,
      action: async ({ request }) => {
        received.push(await request.formData());
        return new Promise(() => {});
      },
      Component: () =>
        createElement(QuestionTools, {
          question: QUESTION,
          revealed: false,
          explainable: false,
          aiAllowed: false,
          explainTo: "/question/explain",
          action: "/question",
          hydrated: true,
        }),
    },
  ]);
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  return {
    received,
    container,
    root,
    render: () => root.render(createElement(Stub, { initialEntries: ["/question"] })),
  };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

describe("the question screen's like and flag", () => {
  it("sends like, unlike and like again before any answer as three forms the server tells apart", async () => {
    const { received, container, root, render } = mount();
    unmount = () => act(() => root.unmount());
    await act(async () => render());
    await settle();
    const button = () => container.querySelector<HTMLButtonElement>("#like-question")!;
    expect(button().getAttribute("aria-label")).toBe("Like question");

    for (const label of ["Unlike question", "Like question", "Unlike question"]) {
      const before = received.length;
      await act(async () => button().click());
      await settle();
      expect(received).toHaveLength(before + 1);
      // Shown at once, before the server answers.
      expect(button().getAttribute("aria-label")).toBe(label);
    }

    expect(received.map((form) => form.get("liked"))).toEqual(["true", "false", "true"]);
    // One render, one idempotency key: the sendings still differ, so the last like is not taken for the first.
    expect(new Set(received.map((form) => form.get("idempotencyKey")))).toEqual(new Set([FORM_KEY]));
    const prints = received.map((form) => formFingerprint("user", form));
    expect(new Set(prints).size).toBe(3);
  });
});

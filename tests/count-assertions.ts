// Records how many assertions each test ran in its JSON report entry (meta.assertions), so that
// scripts/test-summary.mjs can show that a change to the suite kept every check it had.
import { afterEach, expect } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    assertions?: number;
  }
}

afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
});

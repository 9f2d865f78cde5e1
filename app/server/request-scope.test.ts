// A request's scope, kept by the request (docs/decisions/098-a-request-scope-without-async-hooks.md), and
// work shared by callers asking at once.
import { describe, expect, it } from "vitest";
import { noteRequestError, oncePerRequest, oncePerTick, withDatabaseWatch } from "./db.server";

const counting = () => {
  const calls = { count: 0 };
  const work = async () => ++calls.count;
  return { calls, work };
};

const unreachable = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("a request's scope", () => {
  it("gives a request's loaders one lookup, and another request (a retry's clone too) its own", async () => {
    const { calls, work } = counting();
    const request = new Request("http://arrowed.test/question?attempt=a");
    const again = request.clone();
    await withDatabaseWatch(request, async () => {
      const [root, screen] = await Promise.all([
        oncePerRequest(request, "session-user", work),
        oncePerRequest(request, "session-user", work),
      ]);
      expect([root, screen]).toEqual([1, 1]);
    });
    await withDatabaseWatch(again, () => oncePerRequest(again, "session-user", work));
    expect(calls.count).toBe(2);
    // Outside a watched request (a script, a test) the work simply runs.
    await oncePerRequest(new Request("http://arrowed.test/"), "session-user", work);
    expect(calls.count).toBe(3);
  });

  it("tells a request whose loader found the database out of reach, and no other", async () => {
    const first = new Request("http://arrowed.test/dashboard");
    const second = new Request("http://arrowed.test/dashboard");
    const [failed, fine] = await Promise.all([
      withDatabaseWatch(first, async () => noteRequestError(unreachable(), first)),
      withDatabaseWatch(second, async () => noteRequestError(new Error("a bug, not the database"), second)),
    ]);
    expect(failed.unreachable).toBe(true);
    expect(fine.unreachable).toBe(false);
  });
});

describe("work asked for at once", () => {
  it("is done once for callers asking together, and afresh for a caller after it began", async () => {
    const { calls, work } = counting();
    const together = [oncePerTick("reviews:u1", work), oncePerTick("reviews:u1", work)];
    expect(together[0]).toBe(together[1]);
    // Another trainee's work is their own.
    await oncePerTick("reviews:u2", work);
    expect(await together[0]).toBe(1);
    // Asked after an await (a write the caller waited for): the work starts again and sees it.
    expect(await oncePerTick("reviews:u1", work)).toBe(3);
    expect(calls.count).toBe(3);
  });
});

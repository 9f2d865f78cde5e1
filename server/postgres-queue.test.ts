// postgres.js keeps its pool's connections in queues (patches/postgres+3.4.9.patch, docs/decisions/044):
// a queue that never empties, as the idle connections of a busy server's pool, must still hand them out
// in order and find the one asked for, long after it has passed its first few thousand queries.
import { describe, expect, it } from "vitest";
// @ts-expect-error -- postgres.js's internal module has no types
import Queue from "../node_modules/postgres/src/queue.js";

type Q = { length: number; push: (x: string) => string; shift: () => string; remove: (x: string) => string | null };

describe("the connection queue of postgres.js, as patched", () => {
  it("hands out its items in order while it never empties", () => {
    const queue: Q = Queue(["a", "b", "c"]);
    const handedOut: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const item = queue.shift();
      handedOut.push(item);
      queue.push(item);
    }
    expect(handedOut.slice(0, 6)).toEqual(["a", "b", "c", "a", "b", "c"]);
    expect(handedOut.slice(-3)).toEqual(["b", "c", "a"]);
    expect(queue.length).toBe(3);
  });

  it("removes an item it holds, and nothing for one it has handed out", () => {
    const queue: Q = Queue(["a", "b", "c", "d"]);
    for (let i = 0; i < 1_000; i++) queue.push(queue.shift());
    const out = queue.shift();
    expect(queue.remove(out)).toBeNull();
    expect(queue.length).toBe(3);
    const held = queue.shift();
    queue.push(held);
    expect(queue.remove(held)).toBe(held);
    expect(queue.length).toBe(2);
    expect([queue.shift(), queue.shift(), queue.length]).toEqual([expect.any(String), expect.any(String), 0]);
  });
});

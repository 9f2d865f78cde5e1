// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred` order
// that 1.x takes: only what server/handler.ts uses.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    /** The encoding to send: the client's choice among `available`, ties broken by `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}

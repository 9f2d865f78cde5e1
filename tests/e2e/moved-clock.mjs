// Loaded with `node --import` into the end-to-end server only, never into the product: a request that
// carries `X-E2E-Clock-Days: N` is served as if the server's clock read N days later. The clock moves
// for that request alone (it follows the request through its async work), so a test can jump past
// the end of a paid period while the tests beside it keep the real date.
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";

export const CLOCK_HEADER = "x-e2e-clock-days";
const DAY_MS = 24 * 60 * 60 * 1000;
const offset = new AsyncLocalStorage();
const RealDate = Date;

class MovedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + (offset.getStore() ?? 0));
    else super(...args);
  }

  static now() {
    return RealDate.now() + (offset.getStore() ?? 0);
  }
}

globalThis.Date = MovedDate;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, ...rest) {
  const days = event === "request" ? Number(request.headers[CLOCK_HEADER] ?? 0) : 0;
  if (days > 0) return offset.run(days * DAY_MS, () => emit.call(this, event, request, ...rest));
  return emit.call(this, event, request, ...rest);
};

// The embedded database's Postgres reads this same clock, so a timer it arms inside a moved request
// (a statement or idle timeout) falls due 100 days ahead, and it re-arms that timer from requests on
// the real date. Node runs any delay past 2^31−1 ms after 1 ms instead, which turned the re-arming
// into a loop holding a core for the rest of the run. Such a timer cannot fall due within a run:
// hold it at the longest delay Node keeps.
const LONGEST_DELAY_MS = 2 ** 31 - 1;
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = Object.assign(
  (callback, delay, ...args) => realSetTimeout(callback, Math.min(Number(delay) || 0, LONGEST_DELAY_MS), ...args),
  realSetTimeout,
);

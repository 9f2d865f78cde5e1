// Work finished after the response: emails whose timing must not tell a visitor whether an account
// exists. Failures are logged; tests and shutdown wait for what is still running.
import { describeError, log } from "./log.server";

const pending = new Set<Promise<void>>();

export function afterResponse(name: string, work: () => Promise<unknown>) {
  const task: Promise<void> = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => log.error(`${name}.failed`, describeError(error)),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every piece of work started so far (and any it started) has finished. */
export async function settled() {
  while (pending.size > 0) await Promise.all([...pending]);
}

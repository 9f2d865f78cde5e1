import { getFormProps, useForm } from "@conform-to/react";
import { useIsPending } from "~/components/ui/use-is-pending";
import { useHydrated } from "~/components/ui/use-hydrated";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { asc, eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { RouteDialog } from "~/components/ui/dialog";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { isFullPaper, mockLength } from "~/domain/timer";
import { availableCount, countOptions, DEFAULT_COUNT, resolveCount } from "~/domain/pools";
import { emptyPoolMessage, POOLS, REVIEW_POOLS, setupSchema } from "~/domain/test-setup";
import { latestUnfinished, poolHistory, startAttempt, testPool } from "~/server/attempts.server";
import {
  AccessDenied,
  attemptTypeFor,
  listMocks,
  poolLock,
  poolQuestionIds,
  type PoolKind,
} from "~/server/question-pools.server";
import { requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { parseForm, refuse, refuseWith } from "~/server/forms.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import type { Route } from "./+types/dashboard.configure";
import { questionUrl } from "~/domain/urls";
import { isUuid } from "~/domain/uuid";

export const meta: Route.MetaFunction = () => [{ title: "Test Configuration | Arrowed" }];

async function poolTitle(pool: PoolKind, ids: { categoryId?: string; mockId?: string }) {
  if (pool === "free") return "Free Questions";
  if (pool === "all") return "All Questions";
  if (pool === "high_yield") return "Last Minute Revision";
  if (pool === "due") return "Due for Review";
  if (pool === "weak") return "Your Weakest Structures";
  if (pool === "mock") return (await listMocks()).find((m) => m.id === ids.mockId)?.name ?? "Mock Test";
  const [category] = await getDb()
    .select({ name: s.categories.name })
    .from(s.categories)
    .where(eq(s.categories.id, ids.categoryId!))
    .orderBy(asc(s.categories.name));
  return category?.name ?? "Practice";
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const poolParam = url.searchParams.get("pool");
  const pool = (POOLS as readonly string[]).includes(poolParam ?? "") ? (poolParam as PoolKind) : null;
  if (!pool) throw data("Choose a test from the dashboard.", { status: 400 });
  const ids = {
    categoryId: url.searchParams.get("categoryId") ?? undefined,
    mockId: url.searchParams.get("mockId") ?? undefined,
  };
  // A malformed id names no category or mock; the database would refuse it with an error.
  if ([ids.categoryId, ids.mockId].some((id) => id !== undefined && !isUuid(id)))
    throw data("That test does not exist.", { status: 404 });
  if (pool === "category" && !ids.categoryId) throw data("Choose a category from the dashboard.", { status: 400 });
  const { plan } = await getCurrentPlan(user.id);
  const lock = await poolLock(plan, pool, ids);
  if (lock.locked) throw data(lock.reason, { status: 403 });

  const isReview = REVIEW_POOLS.includes(pool);
  const [questionIds, withFlagged, history, unfinished, title] = await Promise.all([
    poolQuestionIds(plan, pool, { ...ids, userId: user.id }),
    pool === "due" ? poolQuestionIds(plan, pool, { userId: user.id, includeFlagged: true }) : Promise.resolve([]),
    poolHistory(user.id),
    latestUnfinished(user.id, attemptTypeFor(pool)),
    poolTitle(pool, ids),
  ]);
  return {
    pool,
    ...ids,
    title,
    isMock: pool === "mock",
    isReview,
    questionTotal: questionIds.length,
    // Review pools hold only questions already answered, in the scheduler's order: no include options.
    available: isReview
      ? {
          none: questionIds.length,
          wrong: questionIds.length,
          attempted: questionIds.length,
          flagged: withFlagged.length,
        }
      : {
          none: availableCount(questionIds, history, { includeWrong: false, includeAttempted: false }),
          wrong: availableCount(questionIds, history, { includeWrong: true, includeAttempted: false }),
          attempted: availableCount(questionIds, history, { includeWrong: false, includeAttempted: true }),
          flagged: 0,
        },
    canContinue: unfinished !== null,
    closeTo: pool === "mock" ? "/dashboard/mock" : pool === "free" || isReview ? "/dashboard" : "/dashboard/practice",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, setupSchema);
  if (!parsed.ok) return refuse(parsed.refused);
  const { value: form, submission } = parsed;
  const { plan } = await getCurrentPlan(user.id);
  const type = attemptTypeFor(form.pool);

  if (form.mode === "continue") {
    const unfinished = await latestUnfinished(user.id, type);
    if (!unfinished) return refuseWith(submission, "There is no unfinished test to continue.");
    const lock = await poolLock(plan, unfinished.pool as PoolKind, { mockId: unfinished.mockId ?? undefined });
    if (lock.locked) return refuseWith(submission, lock.reason, 403);
    return redirect(questionUrl(unfinished.id));
  }

  try {
    const pool = await testPool(user.id, plan, form);
    const available = pool.history ? availableCount(pool.ids, pool.history, form) : pool.ids.length;
    const attemptId = await startAttempt(
      user.id,
      plan,
      { ...form, questionCount: resolveCount(form.questionCount, available) },
      Math.random,
      new Date(),
      pool,
    );
    if (!attemptId) {
      return refuseWith(submission, emptyPoolMessage(form.pool));
    }
    return redirect(questionUrl(attemptId));
  } catch (error) {
    if (error instanceof AccessDenied) return refuseWith(submission, error.message, 403);
    throw error;
  }
}

export default function Configure() {
  const config = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const [include, setInclude] = useState<"none" | "wrong" | "attempted" | "flagged">("none");
  const [mode, setMode] = useState<"new" | "continue">("new");
  const hydrated = useHydrated();
  // What the server will find (product-rules#question-count): once everything is attempted that is 0 until an include option is ticked.
  const available = config.available[include];
  const options = countOptions(available);
  const nothingLeft = !config.isMock && mode === "new" && available === 0;
  const [count, setCount] = useState(DEFAULT_COUNT);
  const shownCount = options.includes(count) ? count : (options[0] ?? DEFAULT_COUNT);

  const [form] = useForm({
    id: "test-setup",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setupSchema }),
    shouldValidate: "onSubmit",
  });

  return (
    <RouteDialog title="Test Configuration" description={config.title} closeTo={config.closeTo}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="pool" value={config.pool} />
        {config.categoryId ? <input type="hidden" name="categoryId" value={config.categoryId} /> : null}
        {config.mockId ? <input type="hidden" name="mockId" value={config.mockId} /> : null}
        {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">Test Mode</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="mode"
              value="new"
              checked={mode === "new"}
              onChange={() => setMode("new")}
              className="h-4 w-4 accent-[var(--primary)]"
            />
            Start New Test
          </label>
          <label className={`flex items-center gap-2 text-sm ${config.canContinue ? "" : "text-muted"}`}>
            <input
              type="radio"
              name="mode"
              value="continue"
              disabled={!config.canContinue}
              checked={mode === "continue"}
              onChange={() => setMode("continue")}
              className="h-4 w-4 accent-[var(--primary)]"
            />
            Continue Latest Test {config.canContinue ? null : <span className="text-xs">(no unfinished test)</span>}
          </label>
        </fieldset>

        {config.isMock ? (
          <p className="rounded-lg bg-surface-2 p-3 text-sm text-muted">
            {mockLength(config.questionTotal)}, answers hidden until you finish
            {isFullPaper(config.questionTotal) ? ", as in the exam." : "."}
          </p>
        ) : (
          <fieldset disabled={mode === "continue"} className="flex flex-col gap-4 disabled:opacity-60">
            <div className="flex flex-col gap-1">
              <label htmlFor="questionCount" className="text-sm font-semibold">
                Number of questions
              </label>
              <select
                id="questionCount"
                name="questionCount"
                value={shownCount}
                disabled={options.length === 0}
                onChange={(event) => setCount(Number(event.target.value))}
                className="rounded-lg border border-border bg-bg px-3 py-2.5 disabled:opacity-60"
              >
                {options.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <p className="text-xs text-muted">
                {/* Without JavaScript the count cannot follow the ticks below, so it names both. */}
                {config.pool === "due" && !hydrated
                  ? `${config.available.none} due now; ${config.available.flagged} with flagged and noted questions added`
                  : `${available} available`}
              </p>
            </div>
            {nothingLeft && form.errors?.[0] !== emptyPoolMessage(config.pool) ? (
              <Alert>{emptyPoolMessage(config.pool)}</Alert>
            ) : null}
            <Toggle name="isTimed" label="Timed Test" hint="90 seconds a question, counting up." />
            <Toggle name="showAnswers" label="Show Answers After Each Question" defaultChecked />
            {config.pool === "due" ? (
              <Toggle
                name="includeFlagged"
                label="Add Flagged and Noted Questions"
                hint="Questions you flagged or wrote a note on, after the ones due."
                checked={include === "flagged"}
                onChange={(on) => setInclude(on ? "flagged" : "none")}
              />
            ) : null}
            {config.isReview ? null : (
              <>
                <Toggle
                  name="includeWrong"
                  label="Include Previously Wrong Questions"
                  checked={include === "wrong"}
                  disabled={include === "attempted"}
                  onChange={(on) => setInclude(on ? "wrong" : "none")}
                />
                <Toggle
                  name="includeAttempted"
                  label="Include Attempted Questions"
                  checked={include === "attempted"}
                  disabled={include === "wrong"}
                  onChange={(on) => setInclude(on ? "attempted" : "none")}
                />
              </>
            )}
          </fieldset>
        )}

        <div className="flex justify-end gap-3 border-t border-border pt-4">
          <Link
            to={config.closeTo}
            preventScrollReset
            className="rounded-lg px-4 py-2.5 text-sm font-semibold text-muted hover:text-text"
          >
            Cancel
          </Link>
          {/* Without JavaScript the include options can change the outcome after rendering: the server decides. */}
          {/* The dialog opens on its main action: from the dashboard a test starts in five keys (product-rules#start-in-five-keys). */}
          <Button type="submit" disabled={busy || (hydrated && nothingLeft)} data-autofocus>
            {busy ? "Starting..." : "Start Test"}
          </Button>
        </div>
      </Form>
    </RouteDialog>
  );
}

function Toggle({
  name,
  label,
  hint,
  defaultChecked,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked?: boolean;
  checked?: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  return (
    <label className={`flex items-start gap-3 text-sm ${disabled ? "text-muted" : ""}`}>
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked === undefined ? defaultChecked : undefined}
        checked={checked}
        disabled={disabled}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        className="mt-0.5 h-4 w-4 accent-[var(--primary)]"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-xs text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

import { and, asc, eq, inArray } from "drizzle-orm";
import { data, Link, useLoaderData } from "react-router";
import * as s from "../../db/schema";
import { RouteDialog } from "~/components/ui/dialog";
import { LockIcon } from "~/components/ui/lock-icon";
import { allowedLevels, allQuestionsLock, lastMinuteLock, practiceLock, UPGRADE_PATH } from "~/domain/access";
import { poolHistory } from "~/server/attempts.server";
import { mockOnlyQuestionCount, poolQuestionIds } from "~/server/question-pools.server";
import { requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import type { Route } from "./+types/dashboard.practice";
import { configureUrl } from "~/domain/urls";

export const meta: Route.MetaFunction = () => [{ title: "Practice Test | Arrowed" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { plan } = await getCurrentPlan(user.id);
  const lock = practiceLock(plan);
  if (lock.locked)
    throw data(`${lock.reason}: practice tests need a Last Minute or Full Access plan.`, { status: 403 });

  const [history, everything, lastMinute, inMocks] = await Promise.all([
    poolHistory(user.id),
    poolQuestionIds("premium", "all", {}),
    poolQuestionIds(plan, "high_yield", {}),
    mockOnlyQuestionCount(),
  ]);
  const open = new Set(await poolQuestionIds(plan, "all", {}));
  const db = getDb();
  const categories = await db
    .select({ id: s.categories.id, name: s.categories.name })
    .from(s.categories)
    .where(eq(s.categories.isActive, true))
    .orderBy(asc(s.categories.orderIndex), asc(s.categories.name));
  const links = everything.length
    ? await db
        .select({ categoryId: s.questionCategories.categoryId, questionId: s.questionCategories.questionId })
        .from(s.questionCategories)
        .where(and(inArray(s.questionCategories.questionId, everything)))
    : [];

  return {
    allQuestions: { lock: allQuestionsLock(plan), total: everything.length, inMocks },
    lastMinute: { lock: lastMinuteLock(plan), total: lastMinute.length, levels: allowedLevels(plan).length },
    categories: categories
      .map((category) => {
        const ids = links.filter((l) => l.categoryId === category.id).map((l) => l.questionId);
        const allowed = ids.filter((id) => open.has(id));
        return {
          ...category,
          total: ids.length,
          attempted: allowed.filter((id) => history.attempted.has(id)).length,
          locked: ids.length - allowed.length,
          available: allowed.length,
        };
      })
      .filter((c) => c.total > 0),
  };
}

/** A count that leaves out the mock papers' questions says so (product-rules#honest-numbers). */
const keptForMocks = (n: number) =>
  n === 0
    ? ""
    : n === 1
      ? " (the 1 in mock papers is kept for the mocks)"
      : ` (the ${n} in mock papers are kept for the mocks)`;

export default function PracticeSetup() {
  const { allQuestions, lastMinute, categories } = useLoaderData<typeof loader>();
  return (
    <RouteDialog
      title="Practice Test"
      description="Pick a set of questions, then choose how to take it."
      closeTo="/dashboard"
      wide
    >
      <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">Random Questions</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <PoolCard
          title="All Questions (Full Access)"
          text={`${allQuestions.total} questions from every category${keptForMocks(allQuestions.inMocks)}`}
          to={configureUrl({ pool: "all" })}
          lock={allQuestions.lock}
        />
        <PoolCard
          title="Last Minute Revision"
          text={`Free & Core Practice Questions · ${lastMinute.total} questions`}
          to={configureUrl({ pool: "high_yield" })}
          lock={lastMinute.lock}
        />
      </div>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">Categories</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li
            key={category.id}
            className="flex flex-col justify-between gap-3 rounded-xl border border-border bg-surface-2 p-4"
          >
            <div>
              <p className="font-semibold">{category.name}</p>
              <p className="mt-1 text-sm text-muted">
                {category.attempted} / {category.available} attempted
                {category.locked > 0 ? <> · {category.locked} locked</> : null}
              </p>
            </div>
            {category.available > 0 ? (
              <Link
                to={configureUrl({ pool: "category", categoryId: category.id })}
                className="self-start rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
                aria-label={`Start ${category.name}`}
              >
                Start
              </Link>
            ) : (
              <Link to={UPGRADE_PATH} className="self-start text-sm font-semibold text-warning hover:underline">
                Subscription Required
              </Link>
            )}
          </li>
        ))}
      </ul>
    </RouteDialog>
  );
}

function PoolCard({
  title,
  text,
  to,
  lock,
}: {
  title: string;
  text: string;
  to: string;
  lock: { locked: boolean; reason?: string };
}) {
  return (
    <div className="flex flex-col justify-between gap-3 rounded-xl border border-border bg-surface-2 p-4">
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-muted">{text}</p>
      </div>
      {lock.locked ? (
        <Link
          to={UPGRADE_PATH}
          className="flex items-center gap-1 self-start text-sm font-semibold text-warning hover:underline"
        >
          <LockIcon /> {lock.reason}
        </Link>
      ) : (
        <Link
          to={to}
          className="self-start rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
          aria-label={`Start ${title}`}
        >
          Start
        </Link>
      )}
    </div>
  );
}

import { Link, Outlet, useLoaderData } from "react-router";
import { MemberPage } from "~/components/shell/page";
import { buttonClass } from "~/components/ui/button";
import { LockIcon } from "~/components/ui/lock-icon";
import { UPGRADE_PATH } from "~/domain/access";
import { formatDate, mockPapersTimed } from "~/domain/format";
import { scoreTone } from "~/domain/scoring";
import { requireUser } from "~/server/auth.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { reviewOverview } from "~/server/review-cards.server";
import { sittingAhead, studyPlanFor } from "~/server/study-plan-progress.server";
import type { Route } from "./+types/dashboard";
import { dashboardData } from "./dashboard.server";
import { configureUrl } from "~/domain/urls";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Arrowed" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const plan = await getCurrentPlan(user.id);
  const [dashboard, review, studyPlan] = await Promise.all([
    dashboardData(user.id, plan),
    reviewOverview(user.id, plan.plan),
    studyPlanFor(user.id, plan.plan),
  ]);
  // Without a plan, whether any sitting ahead is announced decides what the plan's place says.
  const sittingsAnnounced = studyPlan ? true : await sittingAhead();
  return { name: user.name, ...dashboard, review, studyPlan, sittingsAnnounced };
}

const TONE_BAR = { good: "bg-success", warning: "bg-warning", bad: "bg-danger" } as const;

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const details = [data.specialty, data.university].filter(Boolean).join(" · ");
  const { stats } = data;
  return (
    <MemberPage>
      <section aria-labelledby="greeting" className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted">
            {/* A brand-new trainee is welcomed, not welcomed back. */}
            {stats.totalQuestions > 0 ? "Welcome back," : "Welcome,"}
          </p>
          <h1 id="greeting" className="mt-1 text-3xl font-bold tracking-tight">
            {data.name}
          </h1>
          {details ? <p className="mt-1 text-muted">{details}</p> : null}
        </div>
        <p className="flex items-center gap-2 text-sm">
          <span className="rounded-full bg-primary/15 px-3 py-1 font-semibold text-primary-strong">
            {data.plan.label}
          </span>
          {data.plan.endsAt ? <span className="text-muted">until {data.plan.endsAt}</span> : null}
        </p>
      </section>

      <section aria-label="Start a test" className="mt-8 grid gap-4 md:grid-cols-3">
        <TestCard
          to={configureUrl({ pool: "free" })}
          title="Free Questions"
          text={`${stats.freeAttempted} of ${stats.freeTotal} free questions attempted`}
          action="Start"
        />
        <TestCard
          to={data.cards.practice.locked ? UPGRADE_PATH : "/dashboard/practice"}
          title="Practice Test"
          text="By category, the Last Minute set or the whole bank; timed or untimed."
          action={data.cards.practice.locked ? "Upgrade" : "Choose"}
          badge={data.cards.practice.locked ? data.cards.practice.badge : undefined}
        />
        <TestCard
          to={data.cards.mock.locked ? UPGRADE_PATH : "/dashboard/mock"}
          title="Mock Test"
          text={`${mockPapersTimed(stats.mockQuestions)}, answers hidden until you finish.`}
          action={data.cards.mock.locked ? "Upgrade" : "Choose"}
          badge={data.cards.mock.locked ? data.cards.mock.badge : undefined}
        />
      </section>

      <StudyPlanSection plan={data.studyPlan} sittingsAnnounced={data.sittingsAnnounced} />
      <ReviewSection review={data.review} />

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="overall" className="rounded-2xl border border-border bg-surface p-6 lg:col-span-2">
          <h2 id="overall" className="text-lg font-semibold">
            Overall Performance
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <Stat label="Questions attempted" value={stats.totalQuestions} />
            <Stat label="Correct answers" value={stats.correctAnswers} />
            <Stat label="Accuracy" value={`${stats.accuracy}%`} />
            <Stat label="Study streak" value={`${stats.studyStreak} ${stats.studyStreak === 1 ? "day" : "days"}`} />
          </dl>
          <Link
            to="/attempts"
            className="mt-6 inline-flex rounded-lg border border-border bg-surface-2 px-4 py-2 text-sm font-semibold hover:border-primary"
          >
            View Previous Attempts
          </Link>
        </section>

        <section
          aria-labelledby="by-category"
          className="rounded-2xl border border-border bg-surface p-6 lg:col-span-3"
        >
          <h2 id="by-category" className="text-lg font-semibold">
            Performance by Category
          </h2>
          {data.performance.length === 0 ? (
            <p className="mt-4 text-muted">No performance data yet. Start practising to see your progress.</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {data.performance.map((row, i) => (
                <li key={row.id}>
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{row.name}</span>
                    <span className="text-muted">
                      {row.accuracy}% · {row.correct}/{row.attempted}
                      {row.systemAverage !== null ? (
                        <> · average {row.systemAverage}%</>
                      ) : (
                        <> · average: not enough trainees yet</>
                      )}
                      {row.percentile !== null ? <> · ahead of {row.percentile}% of trainees</> : null}
                    </span>
                  </div>
                  <div
                    className="relative mt-1.5 h-2.5 rounded-full bg-surface-2"
                    role="img"
                    aria-label={`${row.name}: ${row.accuracy}%, ${row.systemAverage !== null ? `everyone ${row.systemAverage}%` : "not enough trainees yet for an average"}`}
                  >
                    {/* 1.2 s each, 0.2 s after the one above. */}
                    <div
                      className={`h-full rounded-full ${TONE_BAR[scoreTone(row.accuracy)]} motion-safe:animate-[grow_1.2s_ease-out_both]`}
                      style={{ width: `${row.accuracy}%`, animationDelay: `${i * 0.2}s` }}
                    />
                    {row.systemAverage !== null ? (
                      <div
                        className="absolute -top-1 h-4.5 w-0.5 bg-text/70"
                        style={{ left: `${row.systemAverage}%` }}
                        title={`Average ${row.systemAverage}%`}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="notes" className="mt-8">
        <h2 id="notes" className="text-lg font-semibold">
          Study Notes
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {["Full Random Questions", ...data.noteCategories].map((name) => (
            <li key={name}>
              <Link
                to={name === "Full Random Questions" ? "/notes" : `/notes?${new URLSearchParams({ category: name })}`}
                className="flex h-full items-center justify-between rounded-xl border border-border bg-surface px-4 py-3 text-sm font-medium hover:border-primary"
              >
                {name}
                <span aria-hidden="true" className="text-muted">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Outlet />
    </MemberPage>
  );
}

function TestCard({
  to,
  title,
  text,
  action,
  badge,
}: {
  to: string;
  title: string;
  text: string;
  action: string;
  badge?: string;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      className="group flex flex-col justify-between gap-4 rounded-2xl border border-border bg-surface p-6 hover:border-primary"
    >
      <div>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{title}</h2>
          {badge ? (
            <span className="flex items-center gap-1 rounded-full bg-warning/15 px-2.5 py-0.5 text-xs font-semibold text-warning-strong">
              <LockIcon /> {badge}
            </span>
          ) : null}
        </div>
        <p className="mt-2 text-sm text-muted">{text}</p>
      </div>
      <span className="self-start rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary group-hover:bg-primary-strong">
        {action}
      </span>
    </Link>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-surface-2 p-4">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}

/** Spaced review (product-rules#spaced-review): what is due now, and the structures least likely recalled. */
function ReviewSection({
  review,
}: {
  review: { due: number; nextDue: string | null; weakest: Array<{ questionId: string; name: string; detail: string }> };
}) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="due-review" className="flex flex-col rounded-2xl border border-border bg-surface p-6">
        <h2 id="due-review" className="text-lg font-semibold">
          Due for review: {review.due}
        </h2>
        <p className="mt-2 flex-1 text-sm text-muted">
          {review.due > 0
            ? "Questions you are about to forget, most overdue first. Answer them now and they come back later each time you get them right."
            : review.nextDue
              ? `Nothing is due now: the next review is due ${review.nextDue}.`
              : "Answer some questions first: the ones you miss come back here just before you would forget them."}
        </p>
        {review.due > 0 ? (
          <Link to={configureUrl({ pool: "due" })} className={buttonClass("primary", "mt-4 self-start")}>
            Review now
          </Link>
        ) : null}
      </section>
      <section aria-labelledby="weakest" className="flex flex-col rounded-2xl border border-border bg-surface p-6">
        <h2 id="weakest" className="text-lg font-semibold">
          Your Weakest Structures
        </h2>
        {review.weakest.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            None yet: structures you miss or find hard appear here, weakest first.
          </p>
        ) : (
          <>
            <ol className="mt-3 flex flex-1 flex-col gap-1.5 text-sm">
              {review.weakest.map((structure) => (
                <li key={structure.questionId} className="flex items-baseline justify-between gap-3">
                  <span className="font-medium first-letter:uppercase">{structure.name}</span>
                  <span className="shrink-0 text-muted">{structure.detail}</span>
                </li>
              ))}
            </ol>
            <Link to={configureUrl({ pool: "weak" })} className={buttonClass("secondary", "mt-4 self-start")}>
              Practise your weakest structures
            </Link>
          </>
        )}
      </section>
    </div>
  );
}

type StudyPlanView = {
  /** The sitting's label, or null when the plan counts to a day the trainee typed. */
  sitting: string | null;
  examDay: string;
  daysLeft: number;
  newPerDay: number;
  target: number;
  doneToday: number;
  streak: number;
} | null;

function planHeading(plan: NonNullable<StudyPlanView>) {
  const exam = plan.sitting ? `the ${plan.sitting} sitting` : `your exam on ${formatDate(plan.examDay)}`;
  if (plan.daysLeft === 0) return plan.sitting ? `The ${plan.sitting} sitting is today` : "Your exam is today";
  return `${plan.daysLeft} ${plan.daysLeft === 1 ? "day" : "days"} to ${exam}`;
}

/** Days to the trainee's sitting and today's target (product-rules#study-plan); a pointer to /profile until one is chosen. */
function StudyPlanSection({ plan, sittingsAnnounced }: { plan: StudyPlanView; sittingsAnnounced: boolean }) {
  if (!plan && !sittingsAnnounced) {
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-border p-4 text-sm text-muted">
        The dates of the next sittings are not announced yet.{" "}
        <Link to="/profile#your-sitting" className="font-semibold text-primary hover:underline">
          Type the day you expect to sit the anatomy exam
        </Link>{" "}
        and the dashboard will count the days to it and set a daily target that covers the bank in time.
      </p>
    );
  }
  if (!plan) {
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-border p-4 text-sm text-muted">
        Booked on a sitting?{" "}
        <Link to="/profile" className="font-semibold text-primary hover:underline">
          Choose it on your profile
        </Link>{" "}
        and the dashboard will count the days to it and set a daily target that covers the bank in time.
      </p>
    );
  }
  const reviews = plan.target - plan.newPerDay;
  return (
    <section aria-labelledby="study-plan" className="mt-8 rounded-2xl border border-border bg-surface p-6">
      <h2 id="study-plan" className="text-lg font-semibold">
        {planHeading(plan)}
      </h2>
      {plan.sitting ? null : (
        <p className="mt-1 text-sm text-muted">
          Counted to the day you typed: the dates of the next sittings are not announced yet.{" "}
          <Link to="/profile#your-sitting" className="font-semibold text-primary hover:underline">
            Change it
          </Link>
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Stat
          label="Today's target"
          value={`${plan.target} (${plan.newPerDay} new + ${reviews} ${reviews === 1 ? "review" : "reviews"})`}
        />
        <Stat label="Answered today" value={plan.doneToday} />
        <Stat label="Days on target" value={`${plan.streak} in a row`} />
      </dl>
    </section>
  );
}

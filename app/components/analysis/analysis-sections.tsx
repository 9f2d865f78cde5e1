// The parts of /analysis around its review dialog: the score, the question summary, the categories and
// the time, each a section of the page.
import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { RESULT } from "./review-dialog";
import { buttonClass } from "~/components/ui/button";
import { feedback } from "~/domain/analysis";
import { scoreTone } from "~/domain/scoring";
import { MIN_SITTINGS } from "~/domain/standing";
import { formatClock, formatMinutes } from "~/domain/timer";
import { analysisUrl, configureUrl } from "~/domain/urls";
import type { loader } from "~/routes/analysis";

type View = ReturnType<typeof useLoaderData<typeof loader>>;

const TONE_TEXT = { good: "text-success", warning: "text-warning", bad: "text-danger" } as const;
const TONE_BAR = { good: "bg-success", warning: "bg-warning", bad: "bg-danger" } as const;

/** The score, its words, where the trainee stands, and the four figures. */
export function ScoreHeader({ view }: { view: View }) {
  const { attempt, totals } = view;
  const timeFigure = attempt.isMock
    ? `${formatClock(attempt.seconds)} out of ${formatMinutes(attempt.timeLimit ?? 0)}`
    : `${formatClock(attempt.seconds)} ${attempt.isTimed ? "total time" : "time spent"}`;
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-8">
      <h1 className="text-3xl font-bold tracking-tight">Test Complete!</h1>
      <p className="mt-1 text-muted">{feedback(totals.scorePercent)}</p>
      {attempt.autoEnded ? (
        <p className="mt-1 text-sm text-muted">
          Ended with {totals.answered} of {view.summary.length} questions answered
          {attempt.endedBy === "auto" ? ": a new test replaced it, so its score counts the answered questions." : "."}
        </p>
      ) : null}
      {view.standing ? (
        <p className="mt-2 text-sm font-medium">
          {view.standing.percentBeaten !== null
            ? `You scored higher than ${view.standing.percentBeaten}% of trainees who sat this paper.`
            : `Where you stand: not enough sittings of this paper yet (${view.standing.sittings} of ${MIN_SITTINGS}).`}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-4 sm:grid-cols-4">
        <Figure label="Overall Score" value={`${totals.scorePercent}%`} tone={scoreTone(totals.scorePercent)} />
        <Figure label="Correct Answers" value={`${totals.correctCount}/${view.summary.length}`} />
        <Figure label="Total Marks" value={`${totals.totalMarks}/${totals.possibleMarks}`} />
        <Figure label={attempt.isMock ? "Time" : attempt.isTimed ? "Total time" : "Time spent"} value={timeFigure} />
      </dl>
      <Link to="/dashboard" className={buttonClass("primary", "mt-6")}>
        Start New Test
      </Link>
    </section>
  );
}

/** Each question's answer, key and result, the first rows or all of them, each with its Review link. */
export function QuestionSummary({ view }: { view: View }) {
  const { attempt } = view;
  const [showAll, setShowAll] = useState(view.showAll);
  const rows = showAll ? view.summary : view.summary.slice(0, view.summaryRows);
  return (
    <section aria-labelledby="summary" className="mt-6 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="summary" className="text-lg font-semibold">
        Question Summary
      </h2>
      <div className="mt-4 overflow-x-auto">
        {/* On a phone the heart sits by the number, the time column gives way and answers wrap (never cut), so Review stays on screen. */}
        <table className="w-full text-left text-sm [&_td]:px-1.5 [&_th]:px-1.5 sm:[&_td]:px-3 sm:[&_th]:px-3">
          <thead className="text-muted">
            <tr>
              <th className="py-2">#</th>
              <th>Your answer</th>
              <th>Correct answer</th>
              <th>Result</th>
              <th className="hidden sm:table-cell">Time</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.n} className="border-t border-border">
                <td className="py-2 whitespace-nowrap tabular-nums">
                  {row.n}
                  {row.liked ? (
                    <span aria-label="Liked" className="ml-1 text-danger">
                      ♥
                    </span>
                  ) : null}
                </td>
                <td className="py-2 [overflow-wrap:anywhere] sm:max-w-xs">
                  {row.answer ?? <span className="text-muted">Not attempted</span>}
                </td>
                <td className="py-2 [overflow-wrap:anywhere] sm:max-w-xs">
                  {row.correct ?? <span className="text-muted">—</span>}
                </td>
                <td
                  className={`whitespace-nowrap ${row.marks === null ? "text-muted" : row.marks === 2 ? "text-success" : row.marks === 1 ? "text-warning" : "text-danger"}`}
                >
                  {row.marks === null ? "—" : RESULT[row.marks]}
                  {row.overridden ? <span className="block text-xs sm:inline"> (yours)</span> : null}
                </td>
                <td className="hidden tabular-nums sm:table-cell">{formatClock(row.seconds)}</td>
                <td className="text-right">
                  <Link
                    to={analysisUrl(attempt.id, { review: row.n, all: showAll })}
                    preventScrollReset
                    className="text-primary hover:underline"
                  >
                    Review
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.summary.length > view.summaryRows ? (
        <Link
          to={analysisUrl(attempt.id, { all: !showAll })}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setShowAll((v) => !v);
          }}
          className={buttonClass("secondary", "mt-4")}
        >
          {showAll ? "Show Less" : `View All ${view.summary.length} Questions`}
        </Link>
      ) : null}
    </section>
  );
}

/** Each category's accuracy as a bar. */
export function CategoryPerformance({ categories }: { categories: View["categories"] }) {
  return (
    <section aria-labelledby="categories" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="categories" className="text-lg font-semibold">
        Performance by Category
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {categories.map((c) => (
          <li key={c.name}>
            <div className="flex justify-between text-sm">
              <span className="font-medium">{c.name}</span>
              <span className={TONE_TEXT[scoreTone(c.accuracy)]}>
                {c.accuracy}% · {c.correct}/{c.questions}
              </span>
            </div>
            <div className="mt-1.5 h-2.5 rounded-full bg-surface-2">
              <div
                className={`h-full rounded-full ${TONE_BAR[scoreTone(c.accuracy)]} motion-safe:animate-[grow_1.2s_ease-out]`}
                style={{ width: `${c.accuracy}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Time per question, the advice, and the weakest structures with a practice of them. */
export function TimeAnalysis({ view }: { view: View }) {
  const { time } = view;
  return (
    <section aria-labelledby="time" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="time" className="text-lg font-semibold">
        Time Analysis
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <Figure label="Total" value={formatClock(time.total)} />
        <Figure label="Average per question" value={formatClock(time.average)} />
        <Figure label="Fastest" value={formatClock(time.fastest)} />
        <Figure label="Slowest" value={formatClock(time.slowest)} />
      </dl>
      <h2 className="mt-6 text-lg font-semibold">Recommendations</h2>
      <ul className="mt-2 list-disc pl-5 text-sm text-text/90">
        {view.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {view.weakest.length ? (
        <>
          <h2 className="mt-6 text-lg font-semibold">Your Weakest Structures</h2>
          <ol className="mt-2 flex flex-col gap-1 text-sm">
            {view.weakest.map((structure) => (
              <li key={structure.questionId} className="flex items-baseline justify-between gap-3">
                <span className="first-letter:uppercase">{structure.answer}</span>
                <span className="shrink-0 text-muted">{structure.detail}</span>
              </li>
            ))}
          </ol>
          <Link to={configureUrl({ pool: "weak" })} className={buttonClass("secondary", "mt-3")}>
            Practise your weakest structures
          </Link>
        </>
      ) : null}
    </section>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: "good" | "warning" | "bad" }) {
  return (
    <div className="rounded-xl bg-surface-2 p-4">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`mt-1 text-xl font-bold ${tone ? TONE_TEXT[tone] : ""}`}>{value}</dd>
    </div>
  );
}

import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { questionUrl } from "~/domain/urls";

type OverviewItem = { n: number; answered: boolean; flagged: boolean };

/** Finish Test: every question's status, with links back, before the trainee submits. */
export function FinishSummary({
  overview,
  answered,
  total,
  attemptId,
  n,
}: {
  overview: OverviewItem[];
  answered: number;
  total: number;
  attemptId: string;
  /** The question the summary was opened from, where closing it goes back to. */
  n: number;
}) {
  const here = questionUrl(attemptId, n);
  return (
    <RouteDialog title="Finish Test" description={`${answered} of ${total} answered`} closeTo={here} wide>
      {/* Submit first, with the focus: the table below is for going back to a question. */}
      <div className="mb-4 flex justify-end gap-3">
        <Link to={here} className={buttonClass("ghost")}>
          Back to test
        </Link>
        <Link to={questionUrl(attemptId, n, { confirm: "finish" })} className={buttonClass("primary")} data-autofocus>
          Submit Test
        </Link>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th className="py-1.5">#</th>
            <th>Status</th>
            <th>Flagged</th>
          </tr>
        </thead>
        <tbody>
          {overview.map((item) => (
            <tr key={item.n} className="border-t border-border">
              <td className="py-1.5">
                <Link to={questionUrl(attemptId, item.n)} className="text-primary hover:underline">
                  {item.n}
                </Link>
              </td>
              <td>{item.answered ? "Answered" : "Not answered"}</td>
              <td>{item.flagged ? "Flagged" : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </RouteDialog>
  );
}

/** The last step before a test is submitted and its answers can no longer change. */
export function ConfirmFinish({ unanswered, here }: { unanswered: number; here: string }) {
  return (
    <RouteDialog title="Submit test?" closeTo={here}>
      <p>
        {unanswered === 0
          ? "You have answered every question."
          : `You have ${unanswered} unanswered ${unanswered === 1 ? "question" : "questions"}.`}
      </p>
      <p className="mt-2 text-muted">
        After submission of the test, you will not be able to edit the answers, confirm submission?
      </p>
      <Form method="post" action={here} className="mt-5 flex justify-end gap-3">
        <input type="hidden" name="intent" value="finish" />
        <Link to={here} className={buttonClass("ghost")}>
          Cancel
        </Link>
        <Button type="submit" autoFocus data-autofocus>
          Confirm submission
        </Button>
      </Form>
    </RouteDialog>
  );
}

import { data, Link, useLoaderData } from "react-router";
import { RouteDialog } from "~/components/ui/dialog";
import { LockIcon } from "~/components/ui/lock-icon";
import { mockLock, mockTestsLock } from "~/domain/access";
import { listMocks } from "~/server/question-pools.server";
import { requireUser } from "~/server/auth.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { isFullPaper, mockLength, MOCK_SECONDS_PER_QUESTION } from "~/domain/timer";
import type { Route } from "./+types/dashboard.mock";
import { configureUrl } from "~/domain/urls";

export const meta: Route.MetaFunction = () => [{ title: "Mock Test | Arrowed" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { plan } = await getCurrentPlan(user.id);
  const lock = mockTestsLock(plan);
  if (lock.locked) throw data(`${lock.reason}: mock tests need a Last Minute or Full Access plan.`, { status: 403 });
  const mocks = await listMocks();
  return {
    mocks: mocks.map((m) => ({
      id: m.id,
      name: m.name,
      questionCount: m.questionCount,
      lock: mockLock(plan, m.index),
    })),
  };
}

export default function MockSetup() {
  const { mocks } = useLoaderData<typeof loader>();
  return (
    <RouteDialog
      title="Mock Test"
      description={`The exam's pace: ${MOCK_SECONDS_PER_QUESTION} seconds a question, answers hidden until you finish.`}
      closeTo="/dashboard"
      wide
    >
      {mocks.length === 0 ? (
        <p className="text-muted">No mock papers are available yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {mocks.map((mock) => (
            <li
              key={mock.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 p-4"
            >
              <div>
                <p className="font-semibold">{mock.name}</p>
                <p className="text-sm text-muted">
                  {mockLength(mock.questionCount)}
                  {isFullPaper(mock.questionCount) ? ", as in the exam" : null}
                </p>
              </div>
              {mock.lock.locked ? (
                <span className="flex items-center gap-1 text-sm font-semibold text-warning">
                  <LockIcon /> Locked · {mock.lock.reason}
                </span>
              ) : (
                <Link
                  to={configureUrl({ pool: "mock", mockId: mock.id })}
                  className="rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
                  aria-label={`Start ${mock.name}`}
                >
                  Start
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </RouteDialog>
  );
}

import { count, eq, inArray } from "drizzle-orm";
import { useLoaderData } from "react-router";
import { profiles, questions } from "../../db/schema";
import { MemberPage } from "~/components/shell/page";
import { formatDate } from "~/domain/format";
import { PLAN_LABELS } from "~/domain/plan";
import { requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { getCurrentPlan } from "~/server/plan.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Arrowed" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const [profileRows, plan] = await Promise.all([
    db
      .select({ specialty: profiles.specialty, university: profiles.university })
      .from(profiles)
      .where(eq(profiles.userId, user.id))
      .limit(1),
    getCurrentPlan(user.id),
  ]);
  const levels =
    plan.plan === "premium"
      ? (["free_trial", "high_yield", "premium"] as const)
      : plan.plan === "high_yield"
        ? (["free_trial", "high_yield"] as const)
        : (["free_trial"] as const);
  const [bank] = await db
    .select({ total: count() })
    .from(questions)
    .where(inArray(questions.accessLevel, [...levels]));
  return {
    name: user.name,
    specialty: profileRows[0]?.specialty ?? null,
    university: profileRows[0]?.university ?? null,
    plan: { label: PLAN_LABELS[plan.plan], endsAt: plan.endsAt ? formatDate(plan.endsAt) : null, isFree: plan.plan === "free" },
    questionsOnPlan: bank?.total ?? 0,
  };
}

export default function Dashboard() {
  const { name, specialty, university, plan, questionsOnPlan } = useLoaderData<typeof loader>();
  const details = [specialty, university].filter(Boolean).join(" · ");
  return (
    <MemberPage>
      <section aria-labelledby="greeting" className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
        <p className="text-sm font-medium text-muted">Welcome back,</p>
        <h1 id="greeting" className="mt-1 text-3xl font-bold tracking-tight">
          {name}
        </h1>
        {details ? <p className="mt-1 text-muted">{details}</p> : null}
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-primary/15 px-3 py-1 font-semibold text-primary">{plan.label}</span>
          {plan.endsAt ? <span className="text-muted">Renews or ends on {plan.endsAt}</span> : null}
          <span className="text-muted">
            {questionsOnPlan} {questionsOnPlan === 1 ? "question" : "questions"} on your plan
          </span>
        </div>
      </section>
    </MemberPage>
  );
}

import { useLoaderData } from "react-router";
import { ReviewDialog } from "~/components/analysis/review-dialog";
import {
  CategoryPerformance,
  QuestionSummary,
  ScoreHeader,
  TimeAnalysis,
} from "~/components/analysis/analysis-sections";
import { MemberPage } from "~/components/shell/page";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { requireUser } from "~/server/auth.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import type { Route } from "./+types/analysis";
import { analysisView } from "./analysis.server";
import { questionAction } from "./question-action.server";
import { reloadUnlessConnectionLost, sendOrKeep } from "~/domain/connection";
import { analysisUrl } from "~/domain/urls";

export const meta: Route.MetaFunction = () => [
  { title: "Test Analysis | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { plan } = await getCurrentPlan(user.id);
  return analysisView(user, plan, url);
}

/**
 * The review's forms (like, mark as correct, note, dispute) are the question screen's, answered here:
 * done, back to this review with a toast; refused, this review again with the message, and what was
 * typed and which form it was in the refusal's reply (app/domain/form-refusal.ts).
 */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request);
  return questionAction(user, request, url, { screen: "analysis", back: `${url.pathname}${url.search}` });
}

// With the connection down, a note or dispute stays in the review with a message (app/domain/connection.ts).
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrKeep(serverAction);
export const shouldRevalidate = reloadUnlessConnectionLost;

export default function Analysis() {
  const view = useLoaderData<typeof loader>();
  useCopyBlock();
  return (
    <MemberPage>
      <div onContextMenu={preventContextMenu}>
        <ScoreHeader view={view} />
        <QuestionSummary view={view} />
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <CategoryPerformance categories={view.categories} />
          <TimeAnalysis view={view} />
        </div>
        {view.review ? <ReviewDialog view={view} base={analysisUrl(view.attempt.id)} /> : null}
      </div>
    </MemberPage>
  );
}

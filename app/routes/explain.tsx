import { data, Link, useLoaderData } from "react-router";
import { ExplanationActions } from "~/components/question/explain-dialog";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Markdown } from "~/components/ui/markdown";
import { answerToDiscuss, EXPLANATION_FAILED, NOT_CONFIGURED, YOUR_ANSWER_HEADING } from "~/domain/explain";
import { AiFailed, AiUnavailable, aiConfigured, streamAnswerNote, streamExplanation, whole } from "~/server/ai.server";
import { answerKey } from "~/server/answers.server";
import { requireUser } from "~/server/auth.server";
import { getNote, saveNote } from "~/server/study.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/explain";
import { cachedExplanation, explainable, explainInput, overDailyLimit, saveExplanation } from "./explain.server";

export const meta: Route.MetaFunction = () => [
  { title: "Explain with AI | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { row, key, n, back, refusal } = await explainable(user.id, url);
  if (refusal) return data({ n, back, refusal, content: null, available: true }, { status: refusal.status });
  if (!aiConfigured()) return { n, back, refusal: null, content: null, available: false };
  const limited = await overDailyLimit(user.id);
  if (limited) return data({ n, back, refusal: limited, content: null, available: true }, { status: limited.status });
  try {
    // The shared explanation is cached; the words on this trainee's own answer are theirs alone, made afresh.
    let content = await cachedExplanation(row.questionId);
    const yours = answerToDiscuss(row);
    const input = content && !yours ? null : await explainInput(row.questionId, key);
    if (!content) {
      content = await whole(streamExplanation(input!));
      await saveExplanation(row.questionId, content);
    }
    if (yours) content += `\n\n${YOUR_ANSWER_HEADING}\n\n${await whole(streamAnswerNote(input!, yours))}`;
    return { n, back, refusal: null, content, available: true };
  } catch (error) {
    if (error instanceof AiUnavailable) return { n, back, refusal: null, content: null, available: false };
    if (error instanceof AiFailed)
      return data(
        { n, back, refusal: { title: "Error", message: error.message, status: 502 }, content: null, available: true },
        { status: 502 },
      );
    throw error;
  }
}

/** 'Add to note': appended under '## AI Explanation', or a new note titled with the 2-mark answer. */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request);
  const { row, back, refusal } = await explainable(user.id, url);
  if (refusal) return data({ error: refusal.message }, { status: refusal.status });
  const cached = await cachedExplanation(row.questionId);
  if (!cached) return data({ error: EXPLANATION_FAILED }, { status: 409 });
  const note = await getNote(user.id, row.questionId);
  const key = await answerKey(row.questionId);
  const title = note?.title ?? key.find((k) => k.marks === 2)?.text ?? "AI Explanation";
  const content = note ? `${note.content}\n\n## AI Explanation\n\n${cached}` : `## AI Explanation\n\n${cached}`;
  await saveNote(user.id, row.questionId, { title, content });
  return redirectWithToast(back, { title: "AI explanation added to note" });
}

export default function Explain() {
  const { back, refusal, content, available } = useLoaderData<typeof loader>();
  return (
    <MemberPage>
      <div className="mx-auto max-w-2xl">
        <Link to={back} className={buttonClass("ghost", "px-3")}>
          ← Back to the question
        </Link>
        <h1 className="mt-4 text-2xl font-bold">Explain with AI</h1>
        <div className="mt-4 rounded-2xl border border-border bg-surface p-6">
          {refusal ? (
            <Alert tone="error" title={refusal.title}>
              {refusal.message}
            </Alert>
          ) : !available ? (
            <Alert title={NOT_CONFIGURED.title}>{NOT_CONFIGURED.message}</Alert>
          ) : content ? (
            <>
              <Markdown text={content} />
              <ExplanationActions />
            </>
          ) : null}
        </div>
      </div>
    </MemberPage>
  );
}

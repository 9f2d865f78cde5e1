import { and, eq } from "drizzle-orm";
import { data, Form, Link, useLoaderData } from "react-router";
import * as s from "../../db/schema";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Markdown } from "~/components/ui/markdown";
import { canUseAi } from "~/domain/access";
import { effectiveMarks, isAnswered } from "~/domain/scoring";
import { AiFailed, AiUnavailable, aiConfigured, generateExplanation } from "~/server/ai.server";
import { answerKey, attemptQuestionRows, findAttempt, mockIndexOf } from "~/server/attempts.server";
import { requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { getCurrentPlan } from "~/server/plan.server";
import { hit } from "~/server/rate-limit.server";
import { getNote, saveNote } from "~/server/study.server";
import { redirectWithToast } from "~/server/toast.server";
import { canOpenInAttempt } from "~/domain/access";
import type { Route } from "./+types/explain";

export const meta: Route.MetaFunction = () => [{ title: "Explain with AI | Arrowed" }, { name: "robots", content: "noindex" }];

type Refusal = { title: string; message: string; status: number };

/** Who may ask, about what: the spec's rules and messages (part 1 §5, part 2 §5–§6). */
async function explainable(userId: string, url: URL) {
  const { plan } = await getCurrentPlan(userId);
  const attempt = await findAttempt(userId, url.searchParams.get("attempt") ?? "");
  if (!attempt) throw data("No attempt data found", { status: 404 });
  const rows = await attemptQuestionRows(attempt.id);
  const n = Number(url.searchParams.get("q"));
  const row = Number.isInteger(n) ? rows[n - 1] : undefined;
  if (!row || !canOpenInAttempt(plan, row.accessLevel, await mockIndexOf(attempt))) throw data("No attempt data found", { status: 404 });
  const back = attempt.submittedAt ? `/analysis?attempt=${attempt.id}&review=${n}` : `/question?attempt=${attempt.id}&q=${n}`;
  let refusal: Refusal | null = null;
  if (!canUseAi(plan)) refusal = { title: "Subscription Required", message: "This feature is only available for subscribers.", status: 403 };
  // Answers are revealed only after answering in practice with answers shown, or once the test is submitted.
  else if (!attempt.submittedAt && (attempt.type === "mock" || !attempt.showAnswers)) refusal = { title: "Not yet", message: "Explanations open when the answers do.", status: 403 };
  else if (!isAnswered(row) || effectiveMarks(row) !== 2) refusal = { title: "No answer available", message: "Unable to generate explanation without an answer.", status: 400 };
  return { attempt, row, n, back, refusal };
}

async function explanationFor(questionId: string, userAnswer: string) {
  const env = getEnv();
  const model = env.AI_MODEL ?? "";
  const [cached] = await getDb()
    .select({ content: s.aiExplanations.content })
    .from(s.aiExplanations)
    .where(and(eq(s.aiExplanations.questionId, questionId), eq(s.aiExplanations.model, model)));
  if (cached) return { content: cached.content, cached: true };
  const [question] = await getDb().select({ title: s.questions.title, modality: s.questions.modality }).from(s.questions).where(eq(s.questions.id, questionId));
  const key = await answerKey(questionId);
  const content = await generateExplanation({
    questionTitle: question!.title,
    modality: question!.modality,
    correctAnswers: key.filter((k) => k.marks === 2).map((k) => k.text),
    storedExplanation: key.find((k) => k.explanation)?.explanation ?? null,
    userAnswer,
  });
  await getDb().insert(s.aiExplanations).values({ questionId, model, content }).onConflictDoNothing();
  return { content, cached: false };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { row, n, back, refusal } = await explainable(user.id, new URL(request.url));
  if (refusal) return data({ n, back, refusal, content: null, available: true }, { status: refusal.status });
  if (!aiConfigured()) return { n, back, refusal: null, content: null, available: false };
  const limit = await hit(`ai:user:${user.id}`, { max: getEnv().AI_DAILY_LIMIT, windowSeconds: 24 * 60 * 60 });
  if (!limit.allowed) {
    return data({ n, back, refusal: { title: "Daily limit reached", message: `You have used today's ${getEnv().AI_DAILY_LIMIT} explanations. More tomorrow.`, status: 429 }, content: null, available: true }, { status: 429 });
  }
  try {
    const { content } = await explanationFor(row.questionId, row.userAnswer ?? "");
    return { n, back, refusal: null, content, available: true };
  } catch (error) {
    if (error instanceof AiUnavailable) return { n, back, refusal: null, content: null, available: false };
    if (error instanceof AiFailed) return data({ n, back, refusal: { title: "Error", message: error.message, status: 502 }, content: null, available: true }, { status: 502 });
    throw error;
  }
}

/** 'Add to note': appended under '## AI Explanation', or a new note titled with the 2-mark answer. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const { row, back, refusal } = await explainable(user.id, url);
  if (refusal) return data({ error: refusal.message }, { status: refusal.status });
  const model = getEnv().AI_MODEL ?? "";
  const [cached] = await getDb()
    .select({ content: s.aiExplanations.content })
    .from(s.aiExplanations)
    .where(and(eq(s.aiExplanations.questionId, row.questionId), eq(s.aiExplanations.model, model)));
  if (!cached) return data({ error: "Failed to generate AI explanation. Please try again." }, { status: 409 });
  const note = await getNote(user.id, row.questionId);
  const key = await answerKey(row.questionId);
  const title = note?.title ?? key.find((k) => k.marks === 2)?.text ?? "AI Explanation";
  const content = note ? `${note.content}\n\n## AI Explanation\n\n${cached.content}` : `## AI Explanation\n\n${cached.content}`;
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
            <Alert title="Not available here">AI explanations are not available on this server: no AI provider is configured.</Alert>
          ) : content ? (
            <>
              <Markdown text={content} />
              <p className="mt-4 text-xs text-muted">Generated by AI from the answer key and teaching note. Check anything surprising against your textbook.</p>
              <Form method="post" className="mt-4">
                <button type="submit" className={buttonClass("secondary")}>
                  Add to note
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </div>
    </MemberPage>
  );
}

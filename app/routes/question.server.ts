// The question screen's data and actions. The page never receives the answer key until the rules
// allow it (product-rules#answer-reveal).
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import * as s from "../../db/schema";
import { canOpenInAttempt, canUseAi } from "~/domain/access";
import { sentByScript } from "~/domain/js-field";
import { storedMarkReasons } from "~/domain/marking";
import type { Plan } from "~/domain/plan";
import { safeRedirect } from "~/domain/redirect";
import { questionActionSchema } from "~/domain/question-forms";
import { effectiveMarks, isAnswered } from "~/domain/scoring";
import { LATE_ANSWER_REFUSED, lateAnswerCounts } from "~/domain/late-answers";
import { deckRange } from "~/domain/offline-deck";
import { elapsedSeconds, remainingSeconds, visitSeconds } from "~/domain/timer";
import {
  addTime,
  answerKey,
  attemptQuestionRows,
  endAttempt,
  findAttempt,
  mockIndexOf,
  overrideMarks,
  pauseAttempt,
  rescoreAttempt,
  saveAnswer,
  setFlag,
  touchAttempt,
  type Attempt,
} from "~/server/attempts.server";
import { getDb } from "~/server/db.server";
import { createDispute } from "~/server/disputes.server";
import { formFingerprint, storeOnce, wasStored } from "~/server/idempotency.server";
import { getCurrentPlan } from "~/server/plan.server";
import { imageCredit, questionImage } from "~/server/image-variants.server";
import { notifyDispute } from "~/server/messages.server";
import { hit, LIMITS, tooManyHeaders, tooManyMessage } from "~/server/rate-limit.server";
import { saveNote, setLiked } from "~/server/study.server";
import { redirectWithToast } from "~/server/toast.server";

export const questionUrl = (attemptId: string, n: number, extra: Record<string, string> = {}) =>
  `/question?${new URLSearchParams({ attempt: attemptId, q: String(n), ...extra })}`;

/** Answers may be revealed only in practice with Show Answers on, after answering. */
export const mayReveal = (attempt: Pick<Attempt, "type" | "showAnswers">) =>
  attempt.type !== "mock" && attempt.showAnswers;

async function openAttempt(userId: string, attemptId: string | null) {
  const attempt = attemptId ? await findAttempt(userId, attemptId) : null;
  if (!attempt) throw data("No attempt data found", { status: 404 });
  return attempt;
}

export async function questionView(user: { id: string }, url: URL) {
  const [{ plan }, opened] = await Promise.all([
    getCurrentPlan(user.id),
    openAttempt(user.id, url.searchParams.get("attempt")),
  ]);
  let attempt = opened;
  const wasOpen = !attempt.submittedAt;
  // Independent reads go together: the page waits for four round trips, not nine.
  const [touched, rows, mockIndex] = await Promise.all([
    touchAttempt(attempt),
    attemptQuestionRows(attempt.id),
    mockIndexOf(attempt),
  ]);
  attempt = touched;
  if (attempt.submittedAt) {
    const to = `/analysis?attempt=${attempt.id}`;
    throw wasOpen
      ? await redirectWithToast(to, { title: "Time is up", description: "Your mock has been submitted." })
      : redirect(to);
  }

  const firstOpen = rows.findIndex((r) => !isAnswered(r));
  const asked = Number(url.searchParams.get("q"));
  const n = Number.isInteger(asked) && asked >= 1 && asked <= rows.length ? asked : firstOpen >= 0 ? firstOpen + 1 : 1;
  const row = rows[n - 1]!;
  if (!canOpenInAttempt(plan, row.accessLevel, mockIndex)) {
    throw data("This question is not on your plan any more. Renew Full Access to continue this test.", { status: 403 });
  }

  const reveal = mayReveal(attempt);
  const answered = isAnswered(row);
  // The next question's image (in a mock the one after too), fetched ahead while the trainee looks at
  // this one, if they may see it: images only, never anything of the answer (product-rules#prefetch).
  const ahead = rows
    .slice(n, n + (attempt.type === "mock" ? 2 : 1))
    .map((r, i) => ({ n: n + 1 + i, row: r }))
    .filter(({ row: r }) => canOpenInAttempt(plan, r.accessLevel, mockIndex));
  const [shown, key] = await Promise.all([
    // The question, the trainee's note and like on it, and the images fetched ahead: one query.
    getDb()
      .select({
        id: s.questions.id,
        code: s.questions.code,
        title: s.questions.title,
        imageUrl: s.questions.imageUrl,
        imageWidth: s.questions.imageWidth,
        imageHeight: s.questions.imageHeight,
        modality: s.questions.modality,
        explanation: s.questions.explanation,
        imageCredit: s.questions.imageCredit,
        imageLicence: s.questions.imageLicence,
        noteTitle: s.notes.title,
        noteContent: s.notes.content,
        liked: s.likedQuestions.questionId,
      })
      .from(s.questions)
      .leftJoin(s.notes, and(eq(s.notes.questionId, s.questions.id), eq(s.notes.userId, user.id)))
      .leftJoin(
        s.likedQuestions,
        and(eq(s.likedQuestions.questionId, s.questions.id), eq(s.likedQuestions.userId, user.id)),
      )
      .where(inArray(s.questions.id, [row.questionId, ...ahead.map((a) => a.row.questionId)])),
    reveal && answered ? answerKey(row.questionId) : Promise.resolve(null),
  ]);
  const question = shown.find((q) => q.id === row.questionId);
  const note = question?.noteTitle != null ? { title: question.noteTitle, content: question.noteContent ?? "" } : null;
  const liked = question?.liked != null;
  const marks = answered ? effectiveMarks(row) : null;
  const now = new Date();
  const carried = deckRange(attempt.type === "mock", n, rows.length);
  const inDeck = new Set(rows.slice(carried.from - 1, carried.to).map((r) => r.questionId));
  const [image, upNext, deck] = await Promise.all([
    questionImage(question!.imageUrl, question!.imageWidth),
    Promise.all(
      ahead.map(async (a) => {
        const q = shown.find((candidate) => candidate.id === a.row.questionId)!;
        const { src, small, srcSet } = await questionImage(q.imageUrl, q.imageWidth);
        return { n: a.n, image: { src, small, srcSet } };
      }),
    ),
    mockDeck(rows, (r) => inDeck.has(r.questionId) && canOpenInAttempt(plan, r.accessLevel, mockIndex)),
  ]);

  return {
    attempt: {
      id: attempt.id,
      type: attempt.type,
      isMock: attempt.type === "mock",
      isTimed: attempt.isTimed,
      showAnswers: reveal,
      total: rows.length,
      elapsed: elapsedSeconds(attempt, now),
      remaining: remainingSeconds(attempt, now),
      answeredCount: rows.filter(isAnswered).length,
    },
    n,
    question: {
      id: question!.id,
      code: question!.code,
      title: question!.title,
      modality: question!.modality,
      image,
      userAnswer: row.userAnswer ?? "",
      flagged: row.flagged,
      liked,
      // Notes and disputes appear with the answers, after answering.
      note: note && reveal && answered ? { title: note.title, content: note.content } : null,
    },
    // Present only when the rules allow it: never during a mock, never before answering.
    review:
      key && answered
        ? {
            marks: marks!,
            overridden: row.userOverrideCorrect,
            reasons: storedMarkReasons(row, key),
            key: key.map((k) => ({ text: k.text, marks: k.marks })),
            explanation: question!.explanation || null,
            credit: imageCredit(question!),
          }
        : null,
    overview: rows.map((r, index) => ({
      n: index + 1,
      answered: isAnswered(r),
      flagged: r.flagged,
      marks: reveal && isAnswered(r) ? effectiveMarks(r) : null,
    })),
    aiAllowed: canUseAi(plan),
    upNext,
    deck,
    shownAt: now.getTime(),
    // Carried by every form of this screen: the same form sent twice stores once.
    formKey: randomBytes(18).toString("base64url"),
  };
}

/**
 * The questions a page carries to go on with the connection down (product-rules#offline-mock,
 * product-rules#offline-practice; a mock's all, a practice's next few, app/domain/offline-deck.ts): each
 * one's title, modality and small image, in order (null for the others); never its answer, key or explanation.
 */
async function mockDeck<Row extends { questionId: string }>(rows: Row[], mayOpen: (row: Row) => boolean) {
  const open = rows.filter(mayOpen);
  if (open.length === 0) return [];
  const found = await getDb()
    .select({
      id: s.questions.id,
      title: s.questions.title,
      modality: s.questions.modality,
      imageUrl: s.questions.imageUrl,
      imageWidth: s.questions.imageWidth,
    })
    .from(s.questions)
    .where(
      inArray(
        s.questions.id,
        open.map((r) => r.questionId),
      ),
    );
  const byId = new Map(found.map((q) => [q.id, q]));
  return Promise.all(
    rows.map(async (r, index) => {
      const q = mayOpen(r) ? byId.get(r.questionId) : undefined;
      if (!q) return null;
      const { small } = await questionImage(q.imageUrl, q.imageWidth);
      return { n: index + 1, id: q.id, title: q.title, modality: q.modality, small };
    }),
  );
}

/** The toast after saving a note: each screen has its own words (product-rules#notes). */
const NOTE_SAVED = {
  question: { title: "Note saved successfully", description: "Your note has been saved for this question." },
  analysis: { title: "Success", description: "Note saved successfully!" },
} as const;

/**
 * Answers a form of the question screen. Its return type is inferred, so the screens read the action's
 * data as typed here: every success carries `next` and `toast` (null when unused), or TypeScript would
 * fold the success shapes into a bare `{ ok: true }`.
 */
export async function questionAction(
  user: { id: string; name: string; email: string },
  plan: Plan,
  request: Request,
  /** Forms posted from another screen (the analysis review) answer in its words and go back there. */
  from: { screen: keyof typeof NOTE_SAVED; back: string } = { screen: "question", back: "" },
) {
  const url = new URL(request.url);
  const screen = from.screen;
  const back = from.back || url.searchParams.get("back");
  let attempt = await openAttempt(user.id, url.searchParams.get("attempt"));
  const formData = await request.formData();
  const parsed = questionActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    // A note's title and content are told beside their fields, and what was typed comes back with them.
    const fields: Partial<Record<"title" | "content", string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if ((name === "title" || name === "content") && !fields[name]) fields[name] = issue.message;
    }
    const typed =
      formData.get("intent") === "note"
        ? { title: String(formData.get("title") ?? ""), content: String(formData.get("content") ?? "") }
        : null;
    return data(
      { ok: false as const, error: parsed.error.issues[0]?.message ?? "That did not work.", fields, typed },
      { status: 400 },
    );
  }
  const form = parsed.data;
  const now = new Date();
  const fingerprint = formFingerprint(user.id, formData);

  if (form.intent === "pause") {
    await pauseAttempt(attempt, now);
    return data({ ok: true as const, next: null, toast: null });
  }

  const wasOpen = !attempt.submittedAt;
  attempt = await touchAttempt(attempt, now);
  // An answer made before the mock ran out that arrives late (the connection was down): the server's clock rules.
  if (
    form.intent === "answer" &&
    form.madeAt !== undefined &&
    attempt.type === "mock" &&
    attempt.endedBy === "expired" &&
    attempt.submittedAt
  ) {
    return lateMockAnswer(attempt, form, fingerprint, user.id, now);
  }
  if (
    wasOpen &&
    attempt.submittedAt &&
    (form.intent === "answer" || form.intent === "move" || form.intent === "flag" || form.intent === "finish")
  ) {
    // The mock's time ran out before this arrived: the answer is refused, the test is already submitted.
    return redirectWithToast(`/analysis?attempt=${attempt.id}`, {
      type: "error",
      title: "Time is up",
      description: "Your mock was submitted when the time ran out; the last answer was not saved.",
    });
  }

  if (form.intent === "finish") {
    await endAttempt(attempt.id, "finish", now);
    return redirect(`/analysis?attempt=${attempt.id}`);
  }

  const [rows, mockIndex] = await Promise.all([attemptQuestionRows(attempt.id), mockIndexOf(attempt)]);
  const index = rows.findIndex((r) => r.questionId === form.questionId);
  if (index < 0) return data({ ok: false as const, error: "This question is not part of the test." }, { status: 400 });
  const row = rows[index]!;
  if (!canOpenInAttempt(plan, row.accessLevel, mockIndex)) {
    return data({ ok: false as const, error: "This question is not on your plan." }, { status: 403 });
  }
  const n = index + 1;
  const readOnly = attempt.submittedAt !== null;

  switch (form.intent) {
    case "answer": {
      if (readOnly)
        return data(
          { ok: false as const, error: "This test has been submitted: answers can no longer change." },
          { status: 409 },
        );
      // Once the key is on screen the answer keeps its mark; a trainee who was right says so with Mark as correct.
      // The same answer sent twice (a double click) is not refused: it was stored the first time.
      if (mayReveal(attempt) && isAnswered(row) && !(await wasStored(fingerprint))) {
        return data(
          {
            ok: false as const,
            error:
              "The answer key is showing, so this answer keeps its mark. Think you were right? Use Mark as correct.",
          },
          { status: 409 },
        );
      }
      const seconds = visitSeconds(form.shownAt ?? now.getTime(), now.getTime(), form.hiddenMs);
      await storeOnce(fingerprint, user.id, (db) =>
        saveAnswer(attempt, form.questionId, form.answer, seconds, now, db),
      );
      // Practice with answers shown stays to reveal; otherwise move on (product-rules#auto-advance).
      const next = mayReveal(attempt) ? n : Math.min(n + 1, rows.length);
      const to = questionUrl(attempt.id, next, next === n && !mayReveal(attempt) ? { confirm: "finish" } : {});
      if (form.advance === "client") return data({ ok: true as const, next: to, toast: null });
      return redirect(to);
    }
    case "move": {
      if (!readOnly) {
        const seconds = visitSeconds(form.shownAt ?? now.getTime(), now.getTime(), form.hiddenMs);
        // An answer typed but not submitted before Next or Previous is saved on the way, as the exam
        // keeps what is typed; never once the key is showing (the answer keeps its mark then).
        const typed = form.answer ?? "";
        const changed =
          typed !== "" && typed !== (row.userAnswer ?? "").trim() && !(mayReveal(attempt) && isAnswered(row));
        await storeOnce(fingerprint, user.id, (db) =>
          changed
            ? saveAnswer(attempt, form.questionId, typed, seconds, now, db)
            : addTime(attempt, form.questionId, seconds, db),
        );
      }
      const to = Math.min(Math.max(form.to, 1), rows.length + 1);
      // Next on the last question asks to finish (product-rules#finish).
      return redirect(
        to > rows.length ? questionUrl(attempt.id, rows.length, { confirm: "finish" }) : questionUrl(attempt.id, to),
      );
    }
    case "flag":
      if (readOnly) return data({ ok: false as const, error: "This test has been submitted." }, { status: 409 });
      await storeOnce(fingerprint, user.id, (db) => setFlag(attempt, form.questionId, form.flagged, db));
      return done(back, formData, questionUrl(attempt.id, n));
    case "like":
      await storeOnce(fingerprint, user.id, (db) => setLiked(user.id, form.questionId, form.liked, db));
      return done(back, formData, questionUrl(attempt.id, n));
    case "override": {
      if (!mayReveal(attempt) && !readOnly) {
        return data({ ok: false as const, error: "Answers are hidden until the test is finished." }, { status: 403 });
      }
      // Setting the same marks again changes nothing, so the key is claimed after the write; a form sent
      // again later (the offline queue) must not undo a newer choice, so a stored one writes nothing.
      if (!(await wasStored(fingerprint))) {
        const changed = await overrideMarks(attempt, form.questionId, form.marks);
        if (!changed) return data({ ok: false as const, error: "Answer the question first." }, { status: 400 });
        await storeOnce(fingerprint, user.id, async () => {});
      }
      return done(back, formData, questionUrl(attempt.id, n), {
        title: "Marked as correct",
        description: `Question marked as correct with ${form.marks === 1 ? "1 mark" : "2 marks"}`,
      });
    }
    case "note":
      if (!readOnly && !(mayReveal(attempt) && isAnswered(row))) {
        return data({ ok: false as const, error: "Notes open with the answers, after you answer." }, { status: 403 });
      }
      await storeOnce(fingerprint, user.id, (db) =>
        saveNote(user.id, form.questionId, { title: form.title, content: form.content }, db),
      );
      return done(back, formData, questionUrl(attempt.id, n), NOTE_SAVED[screen]);
    case "dispute": {
      if (!readOnly && !(mayReveal(attempt) && isAnswered(row))) {
        return data(
          { ok: false as const, error: "Disputes open with the answers, after you answer." },
          { status: 403 },
        );
      }
      const limit = await hit(`dispute:user:${user.id}`, LIMITS.disputesPerUser);
      if (!limit.allowed) {
        return data(
          { ok: false as const, error: tooManyMessage(limit.retryAfterSeconds) },
          { status: 429, headers: tooManyHeaders(limit.retryAfterSeconds) },
        );
      }
      const sent = await storeOnce(fingerprint, user.id, (db) =>
        createDispute(
          {
            userId: user.id,
            questionId: form.questionId,
            attemptId: attempt.id,
            userAnswer: row.userAnswer,
            message: form.message,
          },
          db,
        ),
      );
      // The same dispute sent twice reaches the team once.
      if (sent)
        await notifyDispute({
          questionId: form.questionId,
          userAnswer: row.userAnswer,
          message: form.message,
          sender: user,
        });
      return done(back, formData, questionUrl(attempt.id, n, { dispute: "sent" }), {
        title: "Dispute sent successfully",
        description: "Thank you for your message. We'll review it shortly.",
      });
    }
  }
}

/**
 * An answer to a mock that has run out (product-rules#late-answers): stored, and the mock scored again,
 * when it was made before the end and arrives within 15 minutes after it; otherwise refused with a reason.
 */
async function lateMockAnswer(
  attempt: Attempt,
  form: { questionId: string; answer: string; madeAt?: number },
  fingerprint: string | null,
  userId: string,
  now: Date,
) {
  const to = `/analysis?attempt=${attempt.id}`;
  if (!lateAnswerCounts({ endedAt: attempt.submittedAt!, madeAt: form.madeAt!, receivedAt: now })) {
    return data({ ok: false as const, error: LATE_ANSWER_REFUSED }, { status: 409 });
  }
  const rows = await attemptQuestionRows(attempt.id);
  if (!rows.some((r) => r.questionId === form.questionId))
    return data({ ok: false as const, error: "This question is not part of the test." }, { status: 400 });
  await storeOnce(fingerprint, userId, (db) => saveAnswer(attempt, form.questionId, form.answer, 0, now, db));
  await rescoreAttempt(attempt.id);
  return data({ ok: true as const, next: to, toast: null });
}

/** A fetcher's form gets data (app/domain/js-field.ts); a plain POST a redirect. */
async function done(
  back: string | null,
  formData: FormData,
  fallback: string,
  toast?: { title: string; description?: string },
) {
  if (sentByScript(formData)) return data({ ok: true as const, next: null, toast: toast ?? null });
  // Forms posted from another screen (analysis) say where to go back to; only a path on this site.
  const to = safeRedirect(back, fallback);
  return toast ? redirectWithToast(to, toast) : redirect(to);
}

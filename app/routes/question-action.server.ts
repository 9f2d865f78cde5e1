// The question screen's forms: answer, move, flag, like, Mark as correct, note, dispute, pause, finish.
// Every rule is decided here, whatever the page showed (product-rules#answer-reveal).
import { data, redirect } from "react-router";
import type { z } from "zod";
import { canOpenInAttempt } from "~/domain/access";
import type { FormRefusal } from "~/domain/form-refusal";
import { analysisUrl, questionUrl } from "~/domain/urls";
import { sentByScript } from "~/domain/js-field";
import { safeRedirect } from "~/domain/redirect";
import { questionActionSchema } from "~/domain/question-forms";
import { isAnswered } from "~/domain/scoring";
import { lateAnswerRefusal } from "~/domain/late-answers";
import { visitSeconds } from "~/domain/timer";
import {
  attemptQuestionRows,
  endAttempt,
  paperKeyShownSince,
  pauseAttempt,
  touchAttempt,
  type Attempt,
} from "~/server/attempts.server";
import {
  addTime,
  answerKey,
  overrideMarks,
  rescoreAttempt,
  saveAnswer,
  saveAnswerOnce,
  setFlag,
} from "~/server/answers.server";
import { provenServedAt } from "~/server/answer-proof.server";
import { createDispute } from "~/server/disputes.server";
import { parseForm, refuse, refusal as formRefusal } from "~/server/forms.server";
import { formFingerprint, storeOnce, wasStored } from "~/server/idempotency.server";
import { notifyDispute } from "~/server/messages.server";
import { hit, LIMITS, tooMany } from "~/server/rate-limit.server";
import { saveNote, setLiked } from "~/server/study.server";
import { redirectWithToast } from "~/server/toast.server";
import { attemptIdOf, mayReveal, openTest } from "./question.server";

/** The toast after saving a note: each screen has its own words (product-rules#notes). */
const NOTE_SAVED = {
  question: { title: "Note saved successfully", description: "Your note has been saved for this question." },
  analysis: { title: "Success", description: "Note saved successfully!" },
} as const;

/** Where a form came from: forms posted from another screen (the analysis review) answer in its words and go back there. */
type From = { screen: keyof typeof NOTE_SAVED; back: string };
type QuestionForm = z.infer<typeof questionActionSchema>;
type FormOf<I extends QuestionForm["intent"]> = Extract<QuestionForm, { intent: I }>;

/** What every handler of a question's form is given: the form, the trainee, the attempt and the question's row. */
type Asked<I extends QuestionForm["intent"]> = {
  form: FormOf<I>;
  user: { id: string; name: string; email: string };
  attempt: Attempt;
  row: Awaited<ReturnType<typeof attemptQuestionRows>>[number];
  /** The question's number in the test, and how many the test has. */
  n: number;
  total: number;
  readOnly: boolean;
  /** This question's key is showing: answers are shown in this test and the question is answered. */
  keyShown: boolean;
  key: Awaited<ReturnType<typeof answerKey>> | undefined;
  fingerprint: string | null;
  formData: FormData;
  /** This form refused with a message above it (and its status): what was sent comes back with it. */
  refusal: (message: string) => FormRefusal;
  refused: (message: string, status: number) => ReturnType<typeof refuse<FormRefusal>>;
  screen: From["screen"];
  back: string | null;
  now: Date;
};

/**
 * Answers a form of the question screen. Its return type is inferred, so the screens read the action's
 * data as typed here: every success carries `next` and `toast` (null when unused), or TypeScript would
 * fold the success shapes into a bare `{ ok: true }`.
 */
export async function questionAction(
  user: { id: string; name: string; email: string },
  request: Request,
  url: URL,
  from: From = { screen: "question", back: "" },
) {
  const back = from.back || url.searchParams.get("back");
  const attemptId = attemptIdOf(url);
  const parsed = await parseForm(request, questionActionSchema);
  const intent = parsed.ok ? parsed.value.intent : null;
  // What the form needs of the database, read together: the plan and the attempt (404 if not the
  // trainee's), its questions unless pausing or finishing, and the key an answer is marked with.
  const [opened, rows, key] = await Promise.all([
    openTest(user.id, attemptId),
    intent === "pause" || intent === "finish" ? Promise.resolve([]) : attemptQuestionRows(attemptId),
    parsed.ok && parsed.value.intent === "answer" ? answerKey(parsed.value.questionId) : Promise.resolve(undefined),
  ]);
  const { plan, mockIndex } = opened;
  let attempt = opened.attempt;
  // A refused form keeps what was typed in its reply: a note's title and content come back beside their fields.
  if (!parsed.ok) return refuse(parsed.refused);
  const { value: form, formData, submission } = parsed;
  const refusal = (message: string) => formRefusal(submission, { formErrors: [message] });
  const refused = (message: string, status: number) => refuse(refusal(message), status);
  const now = new Date();
  const fingerprint = formFingerprint(user.id, formData);

  if (form.intent === "pause") {
    await pauseAttempt(attempt, now);
    return data({ ok: true as const, next: null, toast: null });
  }

  const wasOpen = !attempt.submittedAt;
  attempt = await touchAttempt(attempt, now);
  // An answer kept while the connection was down that arrives after the mock ran out: the server decides.
  if (
    form.intent === "answer" &&
    (form.madeAt !== undefined || form.proof !== undefined) &&
    attempt.type === "mock" &&
    attempt.endedBy === "expired" &&
    attempt.submittedAt
  ) {
    return lateMockAnswer(attempt, form, fingerprint, user.id, now, refused);
  }
  if (
    wasOpen &&
    attempt.submittedAt &&
    (form.intent === "answer" || form.intent === "move" || form.intent === "flag" || form.intent === "finish")
  ) {
    // The mock's time ran out before this arrived: the answer is refused, the test is already submitted.
    return redirectWithToast(analysisUrl(attempt.id), {
      type: "error",
      title: "Time is up",
      description: "Your mock was submitted when the time ran out; the last answer was not saved.",
    });
  }

  if (form.intent === "finish") {
    await endAttempt(attempt.id, "finish", now);
    return redirect(analysisUrl(attempt.id));
  }

  const index = rows.findIndex((r) => r.questionId === form.questionId);
  if (index < 0) return refused("This question is not part of the test.", 400);
  const row = rows[index]!;
  if (!canOpenInAttempt(plan, row.accessLevel, mockIndex)) {
    return refused("This question is not on your plan.", 403);
  }
  const asked = {
    user,
    attempt,
    row,
    n: index + 1,
    total: rows.length,
    readOnly: attempt.submittedAt !== null,
    keyShown: mayReveal(attempt) && isAnswered(row),
    key,
    fingerprint,
    formData,
    refusal,
    refused,
    screen: from.screen,
    back,
    now,
  };
  switch (form.intent) {
    case "answer":
      return answer({ ...asked, form });
    case "move":
      return move({ ...asked, form });
    case "flag":
      return flag({ ...asked, form });
    case "like":
      return like({ ...asked, form });
    case "override":
      return override({ ...asked, form });
    case "note":
      return note({ ...asked, form });
    case "dispute":
      return dispute({ ...asked, form });
  }
}

async function answer({
  form,
  attempt,
  n,
  total,
  readOnly,
  keyShown,
  key,
  fingerprint,
  now,
  refused,
}: Asked<"answer">) {
  if (readOnly) return refused("This test has been submitted: answers can no longer change.", 409);
  // Once the key is on screen the answer keeps its mark; a trainee who was right says so with Mark as correct.
  // The same answer sent twice (a double click) is not refused: it was stored the first time.
  if (keyShown && !(await wasStored(fingerprint))) {
    return refused(
      "The answer key is showing, so this answer keeps its mark. Think you were right? Use Mark as correct.",
      409,
    );
  }
  const seconds = visitSeconds(form.shownAt ?? now.getTime(), now.getTime(), form.hiddenMs);
  await saveAnswerOnce(fingerprint, attempt, form.questionId, form.answer, seconds, now, key!);
  // Practice with answers shown stays to reveal; otherwise move on (product-rules#auto-advance).
  const next = mayReveal(attempt) ? n : Math.min(n + 1, total);
  const to = questionUrl(attempt.id, next, next === n && !mayReveal(attempt) ? { confirm: "finish" } : {});
  if (form.advance === "client") return data({ ok: true as const, next: to, toast: null });
  return redirect(to);
}

async function move({ form, user, attempt, row, total, readOnly, keyShown, fingerprint, now }: Asked<"move">) {
  if (!readOnly) {
    const seconds = visitSeconds(form.shownAt ?? now.getTime(), now.getTime(), form.hiddenMs);
    // An answer typed but not submitted before Next or Previous is saved on the way, as the exam
    // keeps what is typed; never once the key is showing (the answer keeps its mark then).
    const typed = form.answer ?? "";
    const changed = typed !== "" && typed !== (row.userAnswer ?? "").trim() && !keyShown;
    await storeOnce(fingerprint, user.id, (db) =>
      changed
        ? saveAnswer(attempt, form.questionId, typed, seconds, now, db)
        : addTime(attempt, form.questionId, seconds, db),
    );
  }
  const to = Math.min(Math.max(form.to, 1), total + 1);
  // Next on the last question asks to finish (product-rules#finish).
  return redirect(to > total ? questionUrl(attempt.id, total, { confirm: "finish" }) : questionUrl(attempt.id, to));
}

async function flag({ form, user, attempt, n, readOnly, fingerprint, formData, back, refused }: Asked<"flag">) {
  if (readOnly) return refused("This test has been submitted.", 409);
  await storeOnce(fingerprint, user.id, (db) => setFlag(attempt, form.questionId, form.flagged, db));
  return done(back, formData, questionUrl(attempt.id, n));
}

async function like({ form, user, attempt, n, fingerprint, formData, back }: Asked<"like">) {
  await storeOnce(fingerprint, user.id, (db) => setLiked(user.id, form.questionId, form.liked, db));
  return done(back, formData, questionUrl(attempt.id, n));
}

/** Mark as correct. */
async function override({ form, user, attempt, n, readOnly, fingerprint, formData, back, refused }: Asked<"override">) {
  if (!mayReveal(attempt) && !readOnly) {
    return refused("Answers are hidden until the test is finished.", 403);
  }
  // Setting the same marks again changes nothing, so the key is claimed after the write; a form sent
  // again later (the offline queue) must not undo a newer choice, so a stored one writes nothing.
  if (!(await wasStored(fingerprint))) {
    const changed = await overrideMarks(attempt, form.questionId, form.marks);
    if (!changed) return refused("Answer the question first.", 400);
    await storeOnce(fingerprint, user.id, async () => {});
  }
  return done(back, formData, questionUrl(attempt.id, n), {
    title: "Marked as correct",
    description: `Question marked as correct with ${form.marks === 1 ? "1 mark" : "2 marks"}`,
  });
}

async function note({
  form,
  user,
  attempt,
  n,
  readOnly,
  keyShown,
  fingerprint,
  formData,
  screen,
  back,
  refused,
}: Asked<"note">) {
  if (!readOnly && !keyShown) {
    return refused("Notes open with the answers, after you answer.", 403);
  }
  await storeOnce(fingerprint, user.id, (db) =>
    saveNote(user.id, form.questionId, { title: form.title, content: form.content }, db),
  );
  return done(back, formData, questionUrl(attempt.id, n), NOTE_SAVED[screen]);
}

async function dispute({
  form,
  user,
  attempt,
  row,
  n,
  readOnly,
  keyShown,
  fingerprint,
  formData,
  back,
  refusal,
  refused,
}: Asked<"dispute">) {
  if (!readOnly && !keyShown) {
    return refused("Disputes open with the answers, after you answer.", 403);
  }
  const limit = await hit(`dispute:user:${user.id}`, LIMITS.disputesPerUser);
  if (!limit.allowed) {
    return tooMany(limit, refusal);
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

/**
 * An answer to a mock that has run out (product-rules#late-answers): stored, and the mock scored again,
 * when the page it was made on proves it was served before the end, it was made before the end, it
 * arrives within 15 minutes after it and the key of its paper has not been shown since; otherwise refused with a reason.
 */
async function lateMockAnswer(
  attempt: Attempt,
  form: { questionId: string; answer: string; madeAt?: number; proof?: string },
  fingerprint: string | null,
  userId: string,
  now: Date,
  refused: Asked<"answer">["refused"],
) {
  const to = analysisUrl(attempt.id);
  const late = lateAnswerRefusal({
    endedAt: attempt.submittedAt!,
    servedAt: provenServedAt(attempt.id, form.proof),
    madeAt: form.madeAt ?? Number.NaN,
    receivedAt: now,
    keyShownAt: attempt.keyShownAt ?? (await paperKeyShownSince(attempt, attempt.submittedAt!)),
  });
  // The same queued answer sent again (its reply was lost) was stored before: it is not refused now.
  if (late && !(await wasStored(fingerprint))) return refused(late, 409);
  const rows = await attemptQuestionRows(attempt.id);
  if (!rows.some((r) => r.questionId === form.questionId))
    return refused("This question is not part of the test.", 400);
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

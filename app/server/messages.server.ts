// Messages to the team: stored first, then emailed to SUPPORT_EMAIL. The sender's action counts as
// done once stored; the email is a job, tried again until it goes (the team also reads the table).
import { createElement } from "react";
import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { OperatorMessageEmail, type OperatorMessageKind } from "../../emails/operator-message";
import { getDb } from "./db.server";
import { queueEmail } from "./email.server";
import { getEnv } from "./env.server";

export type Sender = { id: string | null; name: string | null; email: string | null };

/** The sender's fields: 'User' and 'N/A' when absent (product-rules#messages). */
export function senderFields(sender: Sender): Array<[string, string]> {
  return [
    ["Name", sender.name?.trim() || "User"],
    ["Email", sender.email?.trim() || "N/A"],
    ["User id", sender.id ?? "N/A"],
  ];
}

async function tellTheTeam(
  kind: OperatorMessageKind,
  subject: string,
  fields: Array<[string, string]>,
  message: string,
  sender: Sender,
) {
  await queueEmail(getDb(), {
    to: getEnv().SUPPORT_EMAIL,
    subject,
    template: `operator-${kind.replace(" ", "-")}`,
    userId: sender.id,
    replyTo: sender.email ?? undefined,
    react: createElement(OperatorMessageEmail, { kind, fields, message }),
  });
}

export async function sendContactMessage(input: {
  kind: "contact" | "support";
  subject: string;
  message: string;
  sender: Sender;
}) {
  await getDb()
    .insert(s.contactMessages)
    .values({
      userId: input.sender.id,
      kind: input.kind,
      senderName: input.sender.name?.trim() || "User",
      senderEmail: input.sender.email?.trim() || "N/A",
      subject: input.subject,
      message: input.message,
    });
  await tellTheTeam(
    input.kind,
    `[${input.kind === "contact" ? "Contact" : "Support"}] ${input.subject}`,
    [...senderFields(input.sender), ["Subject", input.subject]],
    input.message,
    input.sender,
  );
}

export async function sendFeatureRequest(input: { title: string; description: string; sender: Sender }) {
  await getDb()
    .insert(s.featureRequests)
    .values({ userId: input.sender.id, title: input.title, description: input.description });
  await tellTheTeam(
    "feature request",
    `[Feature request] ${input.title}`,
    [...senderFields(input.sender), ["Title", input.title]],
    input.description,
    input.sender,
  );
}

/** A dispute carries the question, its code, the user's answer and the key's full answer (product-rules#disputes). */
export async function notifyDispute(input: {
  questionId: string;
  userAnswer: string | null;
  message: string;
  sender: Sender;
}) {
  const [question] = await getDb()
    .select({ code: s.questions.code })
    .from(s.questions)
    .where(eq(s.questions.id, input.questionId));
  const key = await getDb()
    .select({ text: s.answers.answerText, marks: s.answers.marks })
    .from(s.answers)
    .where(eq(s.answers.questionId, input.questionId));
  const correct =
    key
      .filter((k) => k.marks === 2)
      .map((k) => k.text)
      .join("; ") || "N/A";
  await tellTheTeam(
    "dispute",
    `[Dispute] ${question?.code ?? input.questionId}`,
    [
      ...senderFields(input.sender),
      ["Question id", input.questionId],
      ["Question code", question?.code ?? "N/A"],
      ["User answer", input.userAnswer?.trim() || "N/A"],
      ["Correct answer", correct],
    ],
    input.message,
    input.sender,
  );
}

// The dispute queue (/admin/disputes): only admins see it; accepting a dispute changes the key
// through the bank's own path, re-marks everyone's stored answers, resolves identical disputes and
// emails the trainees; rejecting emails the reply; the marker's doubts wait once per answer. The
// disputed answer ("hemiazygos vein") is one the marker judges with confidence, so only trainees raise it.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { WHOLE_BANK_PRACTICE } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import type { BankLine } from "~/domain/bank-format";
import * as disputesRoute from "~/routes/admin.disputes";
import * as questionRoute from "~/routes/question";
import * as rootRoute from "~/root";
import { startAttempt } from "~/server/attempts.server";
import { getDb } from "~/server/db.server";
import { recordMarkerDoubt } from "~/server/disputes.server";
import { listOutbox } from "~/server/email.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { saveQuestion } from "~/server/question-edit.server";

const line = (code: string): BankLine => ({
  code,
  status: "published",
  stem: "Axial CT of the thorax. Name the arrowed structure.",
  modality: "CT",
  categories: ["Thorax"],
  access: "premium",
  image: { file: "images/scan.png", arrows: [{ tip: [0.42, 0.47], tail: [0.25, 0.3] }] },
  answers: [
    { text: "azygos vein", marks: 2 },
    { text: "azygos", marks: 1 },
  ],
  explanation: "The azygos vein arches over the right main bronchus.",
});

let questionId: string;
let adminCookie: string;
let adminId: string;

beforeEach(async () => {
  await getDb().insert(s.categories).values({ name: "Thorax", orderIndex: 1 });
  const admin = await makeUser({ name: "Dr Editor" });
  await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, admin.id));
  adminId = admin.id;
  adminCookie = await signedInCookie(admin.id);
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#333" } })
    .png()
    .toBuffer();
  const saved = await saveQuestion({
    line: line("THX-201"),
    upload: { bytes, fileName: "scan.png" },
    actorId: admin.id,
  });
  expect(saved.ok).toBe(true);
  const [question] = await getDb()
    .select({ id: s.questions.id })
    .from(s.questions)
    .where(eq(s.questions.code, "THX-201"));
  questionId = question!.id;
});

/** A Full Access trainee practising the bank with answers shown. */
async function trainee(name: string) {
  const user = await makeUser({ plan: "premium", name });
  const cookie = await signedInCookie(user.id);
  const { plan } = await getCurrentPlan(user.id);
  const attemptId = (await startAttempt(user.id, plan, WHOLE_BANK_PRACTICE))!;
  const act = (fields: Record<string, string>) =>
    run(questionRoute.action, post(`/question?attempt=${attemptId}`, { questionId, ...fields }, { cookie }));
  const stored = async () => {
    const [row] = await getDb()
      .select()
      .from(s.attemptQuestions)
      .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, questionId)));
    return row!;
  };
  return {
    user,
    attemptId,
    answer: (text: string) => act({ intent: "answer", answer: text }),
    dispute: (message: string) => act({ intent: "dispute", message }),
    override: (marks: string) => act({ intent: "override", marks }),
    stored,
  };
}

const queue = async (query = "", cookie = adminCookie) =>
  run(disputesRoute.loader, get(`/admin/disputes${query}`, { cookie }));
const decide = (fields: Record<string, string>, cookie = adminCookie, query = "") =>
  run(disputesRoute.action, post(`/admin/disputes${query}`, fields, { cookie }));
const key = async () =>
  await getDb()
    .select({ text: s.answers.answerText, marks: s.answers.marks })
    .from(s.answers)
    .where(eq(s.answers.questionId, questionId))
    .orderBy(s.answers.orderIndex);
const disputes = () => getDb().select().from(s.disputes).orderBy(s.disputes.createdAt);
const decisionEmails = async () => (await listOutbox()).filter((m) => m.subject.startsWith("Your dispute"));

describe("the dispute queue", () => {
  it("is not there for trainees or signed-out visitors, and they cannot decide anything", async () => {
    const ada = await trainee("Dr Ada");
    await ada.answer("hemiazygos vein");
    await ada.dispute("The arch is the vein.");
    const [dispute] = await disputes();
    const cookie = await signedInCookie(ada.user.id);

    expect((await queue("", cookie)).status).toBe(404);
    expect((await decide({ intent: "accept", disputeId: dispute!.id, marks: "2", confirm: "1" }, cookie)).status).toBe(
      404,
    );
    expect((await decide({ intent: "reject", disputeId: dispute!.id, reply: "No." }, cookie)).status).toBe(404);
    expect((await run(disputesRoute.loader, get("/admin/disputes"))).location).toMatch(/^\/auth\?/);
    expect(
      (
        await run(
          disputesRoute.action,
          post("/admin/disputes", { intent: "reject", disputeId: dispute!.id, reply: "No." }),
        )
      ).location,
    ).toMatch(/^\/auth\?/);

    expect(await key()).toHaveLength(2);
    expect((await disputes())[0]).toMatchObject({ status: "open", answerKey: "hemiazygos vein", source: "trainee" });
    // The admin menu's count is for admins only.
    expect((await run(rootRoute.loader, get("/dashboard", { cookie }))).data.user.openDisputes).toBe(0);
    expect((await run(rootRoute.loader, get("/dashboard", { cookie: adminCookie }))).data.user.openDisputes).toBe(1);
  });

  it("accepts an answer into the key after showing what it re-marks: everyone's identical answer goes up, overrides stay, the disputers are emailed", async () => {
    const ada = await trainee("Dr Ada");
    const ben = await trainee("Dr Ben");
    const cal = await trainee("Dr Cal");
    const dee = await trainee("Dr Dee");
    await ada.answer("hemiazygos vein");
    await ben.answer("  Hemiazygos   VEIN ");
    await cal.answer("hemiazygos vein");
    await cal.override("1");
    await dee.answer("hemiazygos vein");
    expect(await dee.stored()).toMatchObject({ marksEarned: 0, isCorrect: false });
    await ada.dispute("The arch of the azygos is the vein itself.");
    await ben.dispute("Please accept this.");

    // One decision for both disputes: same question, same answer.
    const page = await queue();
    expect(page.data.counts).toEqual({ open: 1, resolved: 0 });
    expect(page.data.groups).toHaveLength(1);
    const [group] = page.data.groups;
    expect(group).toMatchObject({
      status: "open",
      answer: "hemiazygos vein",
      marks: 0,
      sharedAnswers: 4,
      question: {
        code: "THX-201",
        stem: "Axial CT of the thorax. Name the arrowed structure.",
        key: [
          { text: "azygos vein", marks: 2 },
          { text: "azygos", marks: 1 },
        ],
      },
    });
    expect(group.question.image).toMatch(/^\/media\/questions\/THX-201-[0-9a-f]+-sm\.webp\?expires=\d+&signature=/);
    expect(
      group.entries.map((e: { name: string; message: string; marks: number }) => [e.name, e.message, e.marks]),
    ).toEqual([
      ["Dr Ada", "The arch of the azygos is the vein itself.", 0],
      ["Dr Ben", "Please accept this.", 0],
    ]);

    // The first submit only says what the change would do.
    const preview = await decide(
      { intent: "accept", disputeId: group.id, marks: "2", reply: "Fair point: added." },
      adminCookie,
      "?source=trainee",
    );
    expect(preview.status).toBe(200);
    expect(preview.data.preview).toEqual({
      marks: 2,
      reply: "Fair point: added.",
      answer: "hemiazygos vein",
      remarked: 4,
      up: 4,
      down: 0,
    });
    expect(await key()).toHaveLength(2);
    expect(await ada.stored()).toMatchObject({ marksEarned: 0 });
    expect((await disputes()).every((d) => d.status === "open")).toBe(true);

    const confirmed = await decide(
      { intent: "accept", disputeId: group.id, marks: "2", reply: "Fair point: added.", confirm: "1" },
      adminCookie,
      "?source=trainee",
    );
    expect(confirmed.location).toBe("/admin/disputes?source=trainee");
    expect(await key()).toEqual([
      { text: "azygos vein", marks: 2 },
      { text: "azygos", marks: 1 },
      { text: "hemiazygos vein", marks: 2 },
    ]);
    expect(await ada.stored()).toMatchObject({ marksEarned: 2, isCorrect: true });
    expect(await ben.stored()).toMatchObject({ marksEarned: 2, isCorrect: true });
    expect(await dee.stored()).toMatchObject({ marksEarned: 2, isCorrect: true });
    // Cal's own mark stays his.
    expect(await cal.stored()).toMatchObject({ marksEarned: 2, userOverrideCorrect: true, userOverrideMarks: 1 });

    const resolved = await disputes();
    expect(resolved).toHaveLength(2);
    for (const d of resolved) {
      expect(d).toMatchObject({ status: "upheld", awardedMarks: 2, resolvedBy: adminId, reply: "Fair point: added." });
      expect(d.resolvedAt).toBeInstanceOf(Date);
    }

    const emails = await decisionEmails();
    expect(emails.map((m) => m.to).sort()).toEqual([ada.user.email, ben.user.email].sort());
    const toBen = emails.find((m) => m.to === ben.user.email)!;
    expect(toBen.subject).toBe("Your dispute on THX-201 was accepted");
    for (const text of ["Hemiazygos VEIN", "accepted", "2 marks", "Fair point: added."])
      expect(toBen.text).toContain(text);

    const [audit] = await getDb().select().from(s.auditEvents).where(eq(s.auditEvents.action, "dispute.upheld"));
    expect(audit).toMatchObject({
      actorId: adminId,
      subjectId: questionId,
      summary: 'THX-201: "hemiazygos vein" accepted at 2 marks (2 disputes)',
    });

    const after = await queue("?status=resolved");
    expect(after.data.counts).toEqual({ open: 0, resolved: 1 });
    expect(after.data.groups[0]).toMatchObject({
      status: "upheld",
      marks: 2,
      decision: { awardedMarks: 2, reply: "Fair point: added.", by: "Dr Editor" },
    });
    expect((await queue()).data.groups).toEqual([]);

    // Decided is decided: a second confirmation changes nothing.
    const again = await decide({ intent: "accept", disputeId: group.id, marks: "1", confirm: "1" });
    expect(again.status).toBe(409);
    expect(again.data.result.error[""]).toEqual(["This dispute has been decided already."]);
    expect((await key())[2]).toEqual({ text: "hemiazygos vein", marks: 2 });
  });

  it("accepts at 1 mark, then changes that row's marks when the same answer is disputed again", async () => {
    const ada = await trainee("Dr Ada");
    const ben = await trainee("Dr Ben");
    await ada.answer("hemiazygos vein");
    await ada.dispute("Worth something, surely.");
    const [first] = await disputes();
    await decide({ intent: "accept", disputeId: first!.id, marks: "1", confirm: "1" });
    expect((await key())[2]).toEqual({ text: "hemiazygos vein", marks: 1 });
    expect(await ada.stored()).toMatchObject({ marksEarned: 1, isCorrect: true });
    expect((await decisionEmails())[0]!.text).toContain("gives this answer 1 mark,");
    const [audit] = await getDb().select().from(s.auditEvents).where(eq(s.auditEvents.action, "dispute.upheld"));
    expect(audit!.summary).toBe('THX-201: "hemiazygos vein" accepted at 1 mark (1 dispute)');

    await ben.answer("hemiazygos vein");
    await ben.dispute("It is the vein: full marks.");
    const second = (await disputes()).find((d) => d.status === "open")!;
    const preview = await decide({ intent: "accept", disputeId: second.id, marks: "2" });
    expect(preview.data.preview).toMatchObject({ remarked: 2, up: 2, down: 0 });
    await decide({ intent: "accept", disputeId: second.id, marks: "2", confirm: "1" });
    expect(await key()).toEqual([
      { text: "azygos vein", marks: 2 },
      { text: "azygos", marks: 1 },
      { text: "hemiazygos vein", marks: 2 },
    ]);
    expect(await ada.stored()).toMatchObject({ marksEarned: 2 });
    expect(await ben.stored()).toMatchObject({ marksEarned: 2 });
  });

  it("rejects with a reply, which is required and emailed; the key stays", async () => {
    const ada = await trainee("Dr Ada");
    await ada.answer("hemiazygos vein");
    await ada.dispute("Surely this is right?");
    const [dispute] = await disputes();

    const blank = await decide({ intent: "reject", disputeId: dispute!.id, reply: "  " });
    expect(blank.status).toBe(400);
    expect(blank.data.result.error.reply).toEqual(["Please write a reply: the trainee receives it"]);
    expect((await disputes())[0]!.status).toBe("open");

    const rejected = await decide({
      intent: "reject",
      disputeId: dispute!.id,
      reply: "The arch is a part of the vein: name the vein.",
    });
    expect(rejected.location).toBe("/admin/disputes");
    expect((await disputes())[0]).toMatchObject({
      status: "rejected",
      awardedMarks: null,
      resolvedBy: adminId,
      reply: "The arch is a part of the vein: name the vein.",
    });
    expect(await key()).toHaveLength(2);
    expect(await ada.stored()).toMatchObject({ marksEarned: 0 });

    const [email] = await decisionEmails();
    expect(email).toMatchObject({ to: ada.user.email, subject: "Your dispute on THX-201: the answer key stands" });
    for (const text of ["hemiazygos vein", "not accepted", "The arch is a part of the vein: name the vein."])
      expect(email!.text).toContain(text);
    expect((await queue()).data.counts).toEqual({ open: 0, resolved: 1 });
  });

  it("refuses a dispute that does not exist and marks other than 1 or 2, with a message", async () => {
    const missing = await decide({ intent: "accept", disputeId: "7a0c3c5e-5b8f-4a43-9f0e-3d2f1b6a9c10", marks: "2" });
    expect(missing.status).toBe(404);
    expect(missing.data.result.error[""]).toEqual(["No such dispute"]);
    const ada = await trainee("Dr Ada");
    await ada.answer("hemiazygos vein");
    await ada.dispute("Please look.");
    const [dispute] = await disputes();
    const three = await decide({ intent: "accept", disputeId: dispute!.id, marks: "3" });
    expect(three.status).toBe(400);
    expect(three.data.result.error.marks).toEqual(["Choose 1 or 2 marks"]);
  });

  it("shows the marker's doubt about an answer once, beside trainees' disputes of it, and not again once rejected", async () => {
    const ada = await trainee("Dr Ada");
    const ben = await trainee("Dr Ben");
    await ada.answer("hemiazygos vein");
    await ben.answer("Hemiazygos vein");
    await recordMarkerDoubt({
      questionId,
      attemptId: ada.attemptId,
      userAnswer: "hemiazygos vein",
      reason: "unknown term 'arch'",
    });
    await recordMarkerDoubt({
      questionId,
      attemptId: ben.attemptId,
      userAnswer: "Hemiazygos vein",
      reason: "unknown term 'arch'",
    });
    await recordMarkerDoubt({
      questionId,
      attemptId: ben.attemptId,
      userAnswer: "accessory hemiazygos vein",
      reason: "unknown term 'knob'",
    });

    const marker = await queue("?source=marker");
    expect(marker.data.counts).toEqual({ open: 2, resolved: 0 });
    expect(
      marker.data.groups.map((g: { answer: string; sharedAnswers: number }) => [g.answer, g.sharedAnswers]),
    ).toEqual([
      ["hemiazygos vein", 2],
      ["accessory hemiazygos vein", 0],
    ]);
    expect(marker.data.groups[0].entries).toEqual([
      expect.objectContaining({ source: "marker", name: null, message: "unknown term 'arch'", marks: 0 }),
    ]);
    expect((await queue("?source=trainee")).data.groups).toEqual([]);

    // A trainee's dispute of the same answer joins the marker's entry: one decision.
    await ben.dispute("Hemiazygos is fine.");
    const all = await queue();
    expect(all.data.counts.open).toBe(2);
    expect(all.data.groups[0].entries.map((e: { source: string }) => e.source)).toEqual(["marker", "trainee"]);

    await decide({ intent: "reject", disputeId: all.data.groups[0].id, reply: "Name the vein." });
    // Only Ben is told; the marker has nobody to tell.
    expect((await decisionEmails()).map((m) => m.to)).toEqual([ben.user.email]);
    await recordMarkerDoubt({
      questionId,
      attemptId: ada.attemptId,
      userAnswer: "hemiazygos vein",
      reason: "unknown term 'arch'",
    });
    expect((await queue()).data.counts).toEqual({ open: 1, resolved: 1 });
  });

  it("raises an answer the marker cannot place when it is saved, once for every answer that reads the same", async () => {
    const ada = await trainee("Dr Ada");
    const ben = await trainee("Dr Ben");
    const cal = await trainee("Dr Cal");
    await ada.answer("zygos vein");
    await ben.answer("Zygos  Vein");
    await cal.answer("azygos vein"); // an answer the marker places raises nothing

    const page = await queue("?source=marker");
    expect(page.data.groups).toHaveLength(1);
    expect(page.data.groups[0]).toMatchObject({ answer: "zygos vein", sharedAnswers: 2, marks: 0 });
    expect(page.data.groups[0].entries).toEqual([
      expect.objectContaining({
        source: "marker",
        name: null,
        message: "spelling not placed: 'zygos' is close to 'azygos'",
      }),
    ]);
    expect(await disputes()).toEqual([
      expect.objectContaining({
        source: "marker",
        status: "open",
        answerKey: "zygos vein",
        userId: null,
        attemptId: ada.attemptId,
      }),
    ]);
  });
});

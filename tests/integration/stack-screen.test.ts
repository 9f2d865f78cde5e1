// A stack on the question screen's loader (docs/decisions/060-stack-viewer.md): it opens on the arrowed
// slice, `?slice=N` opens another and anything else is a 400, every slice's images are sent and the
// answer key is not, before answering.
import { mkdtempSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { get, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as questionRoute from "~/routes/question";
import { startAttempt } from "~/server/attempts.server";
import { importBank } from "~/server/bank.server";
import { openBankPackage } from "~/server/bank-package.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { getDb } from "~/server/db.server";

const ANSWER = "abdominal aorta";

async function stackBank() {
  await getDb().insert(s.categories).values({ name: "Vascular", orderIndex: 1 });
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-stack-screen-"));
  await mkdir(path.join(dir, "ct"));
  const series = [];
  for (let i = 1; i <= 4; i++) {
    const grey = 40 * i;
    const png = await sharp({
      create: { width: 200, height: 160, channels: 3, background: { r: grey, g: grey, b: grey } },
    })
      .png()
      .toBuffer();
    await writeFile(path.join(dir, "ct", `${i}.png`), png);
    series.push(`ct/${i}.png`);
  }
  const line = {
    code: "VAS-900",
    status: "published",
    stem: "Axial CT. Name the arrowed structure.",
    modality: "CT",
    categories: ["Vascular"],
    access: "free",
    image: { series, slice: 2, arrows: [{ tip: [0.5, 0.5], tail: [0.2, 0.2] }] },
    answers: [{ text: ANSWER, marks: 2 }],
    explanation: "Explained after answering.",
  };
  await writeFile(path.join(dir, "bank.jsonl"), JSON.stringify(line) + "\n");
  const report = await importBank(await openBankPackage(dir));
  expect(report.ok).toBe(true);
  const [question] = await getDb().select().from(s.questions).where(eq(s.questions.code, "VAS-900"));
  const slices = await getDb()
    .select()
    .from(s.questionSlices)
    .where(eq(s.questionSlices.questionId, question!.id))
    .orderBy(asc(s.questionSlices.position));
  return slices.map((slice) => slice.imageUrl);
}

type View = {
  question: {
    image: { src: string };
    stack: { count: number; arrowed: number; current: number; slices: { src: string; small: string }[] };
  };
};

describe("a stack question on the question screen", () => {
  it("opens on the arrowed slice, takes ?slice=N, refuses a slice it does not have, and sends no key", async () => {
    const keys = await stackBank();
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const { plan } = await getCurrentPlan(user.id);
    const attemptId = (await startAttempt(user.id, plan, {
      pool: "all",
      questionCount: 10,
      isTimed: false,
      showAnswers: true,
      includeWrong: false,
      includeAttempted: true,
    }))!;
    const screen = (query = "") =>
      run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1${query}`, { cookie }));

    const opened = await screen();
    expect(opened.status).toBe(200);
    const view = opened.data as View;
    expect(view.question.stack).toMatchObject({ count: 4, arrowed: 2, current: 2 });
    expect(view.question.image.src).toContain(keys[1]!);
    view.question.stack.slices.forEach((slice, i) => {
      expect(slice.src).toContain(keys[i]!);
      expect(slice.small).toContain(keys[i]!.replace(/\.webp$/, "-sm.webp"));
    });
    expect(JSON.stringify(opened.data)).not.toContain(ANSWER);

    const third = await screen("&slice=3");
    expect((third.data as View).question.stack.current).toBe(3);
    expect((third.data as View).question.image.src).toContain(keys[2]!);

    for (const bad of ["5", "0", "2.5", "abc", "-1"]) {
      const refused = await screen(`&slice=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(String(refused.data)).toContain("its slices are 1 to 4");
    }
  });
});

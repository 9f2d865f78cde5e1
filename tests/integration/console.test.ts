// The authoring console (/admin/questions, /admin/mocks, /admin/bank) as a browser without JavaScript
// uses it: guards, creating and editing a question, the confirmation before a key change re-marks
// answers, delete versus retire, composing and publishing a mock, and a package checked then imported.
import { createHash } from "node:crypto";
import { readdir, rm, utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { WHOLE_BANK_PRACTICE } from "../fixtures/bank";
import { el, twoHalvesCt } from "../fixtures/dicom";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as bankRoute from "~/routes/admin.bank";
import * as exportRoute from "~/routes/admin.bank.export";
import * as mocksRoute from "~/routes/admin.mocks";
import * as editorRoute from "~/routes/admin.question";
import * as listRoute from "~/routes/admin.questions";
import * as imageRoute from "~/routes/admin.questions.image";
import * as tryRoute from "~/routes/admin.questions.try";
import * as questionRoute from "~/routes/question";
import { startAttempt } from "~/server/attempts.server";
import { sweepConsoleUploads, UPLOAD_KEPT_MS } from "~/server/console-uploads.server";
import { getEnv } from "~/server/env.server";
import { imageStore } from "~/server/storage.server";
import { listMocks } from "~/server/question-pools.server";
import { getDb } from "~/server/db.server";
import { windowChoices } from "~/domain/question-editor";
import { getCurrentPlan } from "~/server/current-plan.server";
import { storedQuestion } from "~/server/question-edit.server";

const picture = (shade: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade, g: shade, b: shade } } })
    .png()
    .toBuffer();

async function admin() {
  const user = await makeUser();
  await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, user.id));
  return signedInCookie(user.id);
}

async function thorax() {
  await getDb().insert(s.categories).values({ name: "Thorax", orderIndex: 1 }).onConflictDoNothing();
}

/** A multipart form as a browser sends it, files included. */
function multipart(
  url: string,
  fields: Record<string, string>,
  cookie: string,
  files: Record<string, { bytes: Buffer; name: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new File([new Uint8Array(file.bytes)], file.name));
  return new Request(new URL(url, "http://arrowed.test"), {
    method: "POST",
    headers: { Cookie: cookie, Accept: "text/html" },
    body: form,
  });
}

const questionFields = (extra: Record<string, string> = {}) => ({
  intent: "save",
  code: "THX-900",
  status: "published",
  stem: "Axial CT of the thorax. Name the arrowed structure.",
  modality: "CT",
  categories: "Thorax",
  access: "premium",
  explanation: "The **azygos vein** arches over the right main bronchus.",
  source: "Arrowed teaching file",
  licence: "CC BY 4.0",
  "arrows[0].tipX": "0.42",
  "arrows[0].tipY": "0.47",
  "arrows[0].tailX": "0.25",
  "arrows[0].tailY": "0.3",
  "answers[0].text": "azygos vein",
  "answers[0].marks": "2",
  "answers[1].text": "azygos",
  "answers[1].marks": "1",
  "answers[2].text": "",
  "answers[2].marks": "2",
  ...extra,
});

async function addQuestion(cookie: string, extra: Record<string, string> = {}) {
  await thorax();
  const result = await run(
    editorRoute.action,
    multipart("/admin/questions/new", questionFields(extra), cookie, {
      image: { bytes: await picture(90), name: "chest.png" },
    }),
  );
  expect(result.status, JSON.stringify(result.data?.errors)).toBe(302);
  return result;
}

describe("the authoring console", () => {
  it("is a 404 for trainees on every page and action", async () => {
    const trainee = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(trainee.id);
    const calls = [
      run(listRoute.loader, get("/admin/questions", { cookie })),
      run(editorRoute.loader, get("/admin/questions/new", { cookie })),
      run(editorRoute.action, post("/admin/questions/new", questionFields(), { cookie })),
      run(editorRoute.loader, get("/admin/questions/THX-900", { cookie }), {}, { code: "THX-900" }),
      run(
        editorRoute.action,
        post("/admin/questions/THX-900", { intent: "delete" }, { cookie }),
        {},
        { code: "THX-900" },
      ),
      run(imageRoute.loader, get("/admin/questions/image?code=THX-900", { cookie })),
      run(tryRoute.action, post("/admin/questions/try", { tryAnswer: "azygos" }, { cookie })),
      run(mocksRoute.loader, get("/admin/mocks", { cookie })),
      run(mocksRoute.action, post("/admin/mocks", { intent: "create", name: "Mock Paper 9" }, { cookie })),
      run(bankRoute.loader, get("/admin/bank", { cookie })),
      run(bankRoute.action, post("/admin/bank", { intent: "check" }, { cookie })),
      run(exportRoute.loader, get("/admin/bank/export", { cookie })),
    ];
    for (const result of await Promise.all(calls)) expect(result.status).toBe(404);
    expect(await getDb().select().from(s.mocks)).toHaveLength(0);
  });

  it("adds a question from an upload, lists it, and records who added it", async () => {
    const cookie = await admin();
    const added = await addQuestion(cookie);
    expect(added.location).toBe("/admin/questions/THX-900");
    const stored = (await storedQuestion("THX-900"))!;
    expect(stored.line).toMatchObject({
      status: "published",
      categories: ["Thorax"],
      answers: [
        { text: "azygos vein", marks: 2 },
        { text: "azygos", marks: 1 },
      ],
      image: {
        arrows: [{ tip: [0.42, 0.47], tail: [0.25, 0.3] }],
        source: "Arrowed teaching file",
        licence: "CC BY 4.0",
      },
    });
    const list = await run(listRoute.loader, get("/admin/questions?q=azygos&status=published", { cookie }));
    expect(list.data.questions.map((q: { code: string }) => q.code)).toEqual(["THX-900"]);
    expect(list.data.counts).toEqual({ published: 1, draft: 0, retired: 0 });
    const page = await run(editorRoute.loader, get("/admin/questions/THX-900", { cookie }), {}, { code: "THX-900" });
    expect(page.data.question.history).toHaveLength(1);
    expect(page.data.question.history[0].summary).toBe("THX-900 added by the console");
    expect(page.data.question.history[0].who).toMatch(/@example\.com$/);
    const preview = await run(imageRoute.loader, get("/admin/questions/image?code=THX-900", { cookie }));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
  });

  it("puts each problem beside its field and keeps what was typed, the upload included", async () => {
    const cookie = await admin();
    await thorax();
    const refused = await run(
      editorRoute.action,
      multipart(
        "/admin/questions/new",
        questionFields({ "arrows[0].tipX": "1.5", "answers[0].marks": "1", "answers[1].marks": "1" }),
        cookie,
        {
          image: { bytes: await picture(60), name: "chest.png" },
        },
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toMatchObject({
      "arrows[0].tipX": "must be between 0 and 1",
      answers: "must hold at least one 2-mark answer",
    });
    expect(refused.data.values.pendingImage).toMatch(/^console-uploads\/[a-f0-9]{64}\.png$/);
    expect(refused.data.values.stem).toBe("Axial CT of the thorax. Name the arrowed structure.");
    expect(await storedQuestion("THX-900")).toBeNull();

    // Sent again without a new file: the kept upload is used.
    const fixed = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ pendingImage: refused.data.values.pendingImage }), cookie),
    );
    expect(fixed.status).toBe(302);
    expect((await storedQuestion("THX-900"))!.line.image.arrows).toEqual([{ tip: [0.42, 0.47], tail: [0.25, 0.3] }]);

    const noImage = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ code: "THX-901" }), cookie),
    );
    expect(noImage.data.errors.image).toBe("Upload an image for the question");
    const taken = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields(), cookie, {
        image: { bytes: await picture(70), name: "x.png" },
      }),
    );
    expect(taken.data.errors.code).toMatch(/THX-900 is already in the bank/);
    const notImage = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ code: "THX-902" }), cookie, {
        image: { bytes: Buffer.from("hello"), name: "notes.txt" },
      }),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.data.errors.image).toMatch(/is not an image Arrowed can read/);
  });

  it("marks a tried answer against the key as typed, with and without JavaScript", async () => {
    const cookie = await admin();
    const key = {
      "answers[0].text": "right main bronchus",
      "answers[0].marks": "2",
      "answers[1].text": "main bronchus",
      "answers[1].marks": "1",
    };
    const live = await run(
      tryRoute.action,
      post("/admin/questions/try", { ...key, tryAnswer: "main bronchus" }, { cookie }),
    );
    expect(live.data.marks).toBe(1);
    expect(live.data.reasons.length).toBeGreaterThan(0);
    const button = await run(
      editorRoute.action,
      multipart(
        "/admin/questions/new",
        { ...questionFields(key), intent: "try", tryAnswer: "right main bronchus" },
        cookie,
      ),
    );
    expect(button.status).toBe(200);
    expect(button.data.tried).toMatchObject({ answer: "right main bronchus", marks: 2 });
    expect(button.data.values.answers[0].text).toBe("right main bronchus");
    expect(await storedQuestion("THX-900")).toBeNull();
  });

  it("shows how many stored answers a new key re-marks, and changes nothing until confirmed", async () => {
    const cookie = await admin();
    await addQuestion(cookie);
    const trainee = await makeUser({ plan: "premium" });
    const { plan } = await getCurrentPlan(trainee.id);
    const attemptId = (await startAttempt(trainee.id, plan, WHOLE_BANK_PRACTICE))!;
    const questionId = (await storedQuestion("THX-900"))!.id;
    await run(
      questionRoute.action,
      post(
        `/question?attempt=${attemptId}`,
        { intent: "answer", questionId, answer: "hemiazygos vein" },
        { cookie: await signedInCookie(trainee.id) },
      ),
    );
    const marks = async () =>
      (await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.questionId, questionId)))[0]!
        .marksEarned;
    expect(await marks()).toBe(0);

    const newKey = questionFields({ "answers[2].text": "hemiazygos vein", "answers[2].marks": "2" });
    const asked = await run(
      editorRoute.action,
      multipart("/admin/questions/THX-900", newKey, cookie),
      {},
      { code: "THX-900" },
    );
    expect(asked.status).toBe(200);
    expect(asked.data.confirm).toMatchObject({ remarked: 1, up: 1, down: 0 });
    expect(await marks()).toBe(0);
    expect((await storedQuestion("THX-900"))!.line.answers).toHaveLength(2);

    // A confirmation for another key is no confirmation for this one.
    const other = await run(
      editorRoute.action,
      multipart("/admin/questions/THX-900", { ...newKey, intent: "confirm:0000000000000000" }, cookie),
      {},
      { code: "THX-900" },
    );
    expect(other.data.confirm).toBeDefined();
    const saved = await run(
      editorRoute.action,
      multipart("/admin/questions/THX-900", { ...newKey, intent: `confirm:${asked.data.confirm.fingerprint}` }, cookie),
      {},
      { code: "THX-900" },
    );
    expect(saved.status).toBe(302);
    expect(await marks()).toBe(2);
    const history = (
      await run(editorRoute.loader, get("/admin/questions/THX-900", { cookie }), {}, { code: "THX-900" })
    ).data.question.history;
    expect(history[0].summary).toBe("THX-900 updated by the console: answers; 1 answers re-marked");

    // Other fields save at once.
    const retitled = await run(
      editorRoute.action,
      multipart("/admin/questions/THX-900", { ...newKey, stem: "Coronal CT. Name the arrowed structure." }, cookie),
      {},
      { code: "THX-900" },
    );
    expect(retitled.status).toBe(302);
  });

  it("deletes a question no trainee has met, and only retires one they have", async () => {
    const cookie = await admin();
    await addQuestion(cookie);
    const gone = await run(
      editorRoute.action,
      multipart("/admin/questions/THX-900", { intent: "delete" }, cookie),
      {},
      { code: "THX-900" },
    );
    expect(gone.location).toBe("/admin/questions");
    expect(await storedQuestion("THX-900")).toBeNull();

    await addQuestion(cookie);
    const trainee = await makeUser({ plan: "premium" });
    const { plan } = await getCurrentPlan(trainee.id);
    await startAttempt(trainee.id, plan, WHOLE_BANK_PRACTICE);
    const kept = await run(
      editorRoute.action,
      multipart("/admin/questions/THX-900", { intent: "delete" }, cookie),
      {},
      { code: "THX-900" },
    );
    expect(kept.status).toBe(400);
    expect(kept.data.deleteError).toMatch(/retire it instead/);
    const retired = await run(
      editorRoute.action,
      multipart("/admin/questions/THX-900", questionFields({ status: "retired" }), cookie),
      {},
      { code: "THX-900" },
    );
    expect(retired.status).toBe(302);
    expect((await storedQuestion("THX-900"))!.line.status).toBe("retired");
  });

  it("composes a mock from published questions in order and publishes it", async () => {
    const cookie = await admin();
    await addQuestion(cookie);
    await addQuestion(cookie, { code: "THX-901" });
    await addQuestion(cookie, { code: "THX-902", status: "draft" });
    const created = await run(
      mocksRoute.action,
      post("/admin/mocks", { intent: "create", name: "Mock Paper 7" }, { cookie }),
    );
    const mockId = created.location!.split("/").pop()!;
    const act = (fields: Record<string, string>) =>
      run(mocksRoute.action, post(`/admin/mocks/${mockId}`, fields, { cookie }), {}, { id: mockId });
    expect((await act({ intent: "publish" })).data.error).toBe("Add questions before publishing the mock");
    expect((await act({ intent: "add", code: "thx-900" })).status).toBe(302);
    expect((await act({ intent: "add", code: "THX-901" })).status).toBe(302);
    expect((await act({ intent: "add", code: "THX-902" })).data.error).toBe(
      "THX-902 is not published: publish it first",
    );
    expect((await act({ intent: "add", code: "THX-900" })).data.error).toBe("THX-900 is already in Mock Paper 7");
    const order = async () =>
      (
        await run(mocksRoute.loader, get(`/admin/mocks/${mockId}`, { cookie }), {}, { id: mockId })
      ).data.mock.questions.map((q: { code: string; position: number }) => `${q.position}:${q.code}`);
    expect(await order()).toEqual(["1:THX-900", "2:THX-901"]);
    const second = (await storedQuestion("THX-901"))!.id;
    await act({ intent: "up", questionId: second });
    expect(await order()).toEqual(["1:THX-901", "2:THX-900"]);
    await act({ intent: "position", questionId: second, position: "2" });
    expect(await order()).toEqual(["1:THX-900", "2:THX-901"]);
    expect((await listMocks()).map((m) => m.name)).not.toContain("Mock Paper 7");
    await act({ intent: "publish" });
    expect((await listMocks()).find((m) => m.name === "Mock Paper 7")?.questionCount).toBe(2);
    await act({ intent: "remove", questionId: second });
    expect(await order()).toEqual(["1:THX-900"]);
    expect((await run(mocksRoute.loader, get("/admin/mocks", { cookie }))).data.mocks).toEqual([
      { id: mockId, name: "Mock Paper 7", published: true, questions: 1 },
    ]);
  });

  it("imports a package only after a dry run of that same file, and exports the bank", async () => {
    const cookie = await admin();
    await thorax();
    const line = {
      ...JSON.parse(
        JSON.stringify({
          code: "THX-950",
          status: "published",
          stem: "Chest radiograph. Name the arrowed structure.",
          modality: "Radiograph",
          categories: ["Thorax"],
          access: "free",
        }),
      ),
      image: { file: "images/a.png", arrows: [{ tip: [0.5, 0.5], tail: [0.3, 0.3] }] },
      answers: [{ text: "aortic knuckle", marks: 2 }],
    };
    const zip = Buffer.from(
      zipSync({
        "bank.jsonl": strToU8(JSON.stringify(line) + "\n"),
        "images/a.png": new Uint8Array(await picture(120)),
      }),
    );
    const send = (fields: Record<string, string>) =>
      run(bankRoute.action, multipart("/admin/bank", fields, cookie, { package: { bytes: zip, name: "bank.zip" } }));

    const bad = await run(
      bankRoute.action,
      multipart("/admin/bank", { intent: "check" }, cookie, {
        package: { bytes: Buffer.from(zipSync({ "bank.jsonl": strToU8('{"code":"x"}\n') })), name: "bad.zip" },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.problems).toContain("bank.jsonl:1: code: must be capitals, digits and hyphens, like THX-101");

    const checked = await send({ intent: "check" });
    expect(checked.data.summary).toBe("would import: 1 added, 0 updated, 0 unchanged, 0 answers re-marked");
    expect(checked.data.checked).toBe(createHash("sha256").update(zip).digest("hex"));
    expect(await storedQuestion("THX-950")).toBeNull();
    expect((await send({ intent: "apply" })).data.error).toBe("This is not the package you checked: check it first");
    const applied = await send({ intent: "apply", checked: checked.data.checked });
    expect(applied.location).toBe("/admin/bank");
    expect((await storedQuestion("THX-950"))!.line.answers).toEqual([{ text: "aortic knuckle", marks: 2 }]);

    const exported = await run(exportRoute.loader, get("/admin/bank/export", { cookie }));
    expect(exported.headers.get("content-type")).toBe("application/zip");
    expect(exported.headers.get("content-disposition")).toMatch(
      /attachment; filename="arrowed-bank-\d{4}-\d{2}-\d{2}\.zip"/,
    );
  });
});

describe("uploads waiting in the console", () => {
  const uploads = () => path.join(getEnv().dataDir, "images", "console-uploads");
  const waiting = async () => (await readdir(uploads()).catch(() => [] as string[])).sort();
  const fileOf = (key: string) => key.slice("console-uploads/".length);
  // The tests above leave uploads of their own behind.
  beforeEach(() => rm(uploads(), { recursive: true, force: true }));

  it("deletes an upload once another replaces it, and once its question is saved", async () => {
    const cookie = await admin();
    await thorax();
    const first = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ intent: "preview" }), cookie, {
        image: { bytes: await picture(40), name: "first.png" },
      }),
    );
    const firstKey: string = first.data.values.pendingImage;
    expect(await waiting()).toEqual([fileOf(firstKey)]);

    const second = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ intent: "preview", pendingImage: firstKey }), cookie, {
        image: { bytes: await picture(50), name: "second.png" },
      }),
    );
    const secondKey: string = second.data.values.pendingImage;
    expect(secondKey).not.toBe(firstKey);
    expect(await waiting()).toEqual([fileOf(secondKey)]);

    const saved = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ pendingImage: secondKey }), cookie),
    );
    expect(saved.status).toBe(302);
    expect(await waiting()).toEqual([]);
    expect(await storedQuestion("THX-900")).not.toBeNull();
  });

  it("keeps nothing of an upload it refuses, and says the image was not taken rather than not saved", async () => {
    const cookie = await admin();
    await thorax();
    const refused = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ intent: "preview" }), cookie, {
        image: { bytes: Buffer.from("hello"), name: "notes.txt" },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.values.pendingImage).toBe("");
    expect(refused.data.uploadError).toMatch(/^notes\.txt is not an image Arrowed can read/);
    expect(await waiting()).toEqual([]);
  });

  it("shows a burned-in upload to the editor first, then asks, for each file, that its pixels are clean", async () => {
    const cookie = await admin();
    await thorax();
    const burnedIn = twoHalvesCt(1024, 1400, { "00280301": el("CS", "YES") });
    const preview = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ intent: "preview" }), cookie, {
        image: { bytes: burnedIn, name: "cr.dcm" },
      }),
    );
    expect(preview.status).toBe(200);
    expect(preview.data.burnedIn).toBe(true);
    const pending = preview.data.values.pendingImage;
    expect(await waiting()).toEqual([fileOf(pending)]);
    // The editor sees the image before confirming anything.
    const shown = await run(imageRoute.loader, get(`/admin/questions/image?upload=${fileOf(pending)}`, { cookie }));
    expect(shown.status).toBe(200);

    // Not saved until confirmed.
    const unconfirmed = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ pendingImage: pending }), cookie),
    );
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data.errors.burnedInConfirmed).toMatch(/look at the image/);
    expect(await storedQuestion("THX-900")).toBeNull();

    // A confirmation never carries over to the next file: a second burned-in file asks again.
    const second = await run(
      editorRoute.action,
      multipart(
        "/admin/questions/new",
        questionFields({ intent: "preview", pendingImage: pending, burnedInConfirmed: "on" }),
        cookie,
        { image: { bytes: twoHalvesCt(1024, 1500, { "00280301": el("CS", "YES") }), name: "cr2.dcm" } },
      ),
    );
    expect(second.data.burnedIn).toBe(true);
    expect(second.data.values.burnedInConfirmed).toBe(false);
    const secondKey = second.data.values.pendingImage;
    expect(await waiting()).toEqual([fileOf(secondKey)]);

    const saved = await run(
      editorRoute.action,
      multipart("/admin/questions/new", questionFields({ pendingImage: secondKey, burnedInConfirmed: "on" }), cookie),
    );
    expect(saved.status, JSON.stringify(saved.data?.errors)).toBe(302);
    expect(await waiting()).toEqual([]);
  });

  it("offers the file's own windows first, CT presets only for a CT, and starts each upload at its own window", async () => {
    const cookie = await admin();
    await thorax();
    const mr = twoHalvesCt(100, 900, {
      "00080060": el("CS", "MR"),
      "00281050": el("DS", 500, 300),
      "00281051": el("DS", 1000, 400),
    });
    const preview = await run(
      editorRoute.action,
      multipart(
        "/admin/questions/new",
        questionFields({ intent: "preview", windowCenter: "40", windowWidth: "80" }),
        cookie,
        {
          image: { bytes: mr, name: "mr.dcm" },
        },
      ),
    );
    expect(preview.status).toBe(200);
    // The window typed for the previous file does not carry over.
    expect(preview.data.values).toMatchObject({ windowCenter: "", windowWidth: "" });
    const choices = windowChoices(preview.data.uploaded, "CT");
    expect(choices.map((c) => c.label)).toEqual(["The file's window 1", "The file's window 2", "Full range"]);
    expect(choices[0]).toMatchObject({ center: 500, width: 1000 });

    const ct = await run(
      editorRoute.action,
      multipart(
        "/admin/questions/new",
        questionFields({ intent: "preview", pendingImage: preview.data.values.pendingImage }),
        cookie,
        { image: { bytes: twoHalvesCt(0, 2048), name: "ct.dcm" } },
      ),
    );
    expect(windowChoices(ct.data.uploaded, "MRI").map((c) => c.label)).toEqual([
      "Brain",
      "Soft tissue",
      "Lung",
      "Bone",
      "Liver",
      "Full range",
    ]);
    // Chosen without JavaScript, the full range (a value with decimals) is what is saved.
    const full = windowChoices(ct.data.uploaded, "CT").at(-1)!;
    const saved = await run(
      editorRoute.action,
      multipart(
        "/admin/questions/new",
        questionFields({
          pendingImage: ct.data.values.pendingImage,
          uploadedImage: ct.data.values.uploadedImage,
          windowPreset: `${full.center}/${full.width}`,
        }),
        cookie,
      ),
    );
    expect(saved.status, JSON.stringify(saved.data?.errors)).toBe(302);
    expect((await storedQuestion("THX-900"))!.line.image.window).toEqual({ center: full.center, width: full.width });
  });

  it("sweeps uploads last written more than a day ago and keeps newer ones and the bank's images", async () => {
    const store = imageStore();
    await store.put(`console-uploads/${"a".repeat(64)}.png`, await picture(10), "image/png");
    await store.put(`console-uploads/${"b".repeat(64)}.png`, await picture(20), "image/png");
    await store.put("questions/THX-900.webp", await picture(30), "image/webp");
    const now = Date.now();
    const old = new Date(now - UPLOAD_KEPT_MS - 60_000);
    await utimes(path.join(uploads(), `${"a".repeat(64)}.png`), old, old);

    expect(await sweepConsoleUploads(now)).toBe(1);
    expect(await waiting()).toEqual([`${"b".repeat(64)}.png`]);
    expect(await store.exists("questions/THX-900.webp")).toBe(true);
    expect(await sweepConsoleUploads(now + UPLOAD_KEPT_MS + 60_000)).toBe(1);
    expect(await waiting()).toEqual([]);
  });
});

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { makeAdmin, SITTING_FORM } from "../fixtures/admin";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { examSittings } from "../../db/seed/exam-sittings";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as aboutRoute from "~/routes/about-frcr";
import * as adminRoute from "~/routes/admin.sittings";
import * as homeRoute from "~/routes/home";
import { getDb } from "~/server/db.server";
import { seedDatabase } from "../../db/seed/seed";
import { starterBankDir } from "../../db/seed/starter-bank";
import { BANK_FILE } from "~/domain/bank-format";

const sitting = SITTING_FORM;

const admin = async () => (await makeAdmin()).cookie;

const aboutPage = async (url = "/about-frcr") => (await run(aboutRoute.loader, get(url))).data;

/** A copy of the starter bank's first single-image question, with its image, as a package of its own. */
function oneQuestionStarterBank() {
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-starter-"));
  const lines = readFileSync(path.join(starterBankDir(), BANK_FILE), "utf8").split("\n");
  const line = lines.find((l) => /"file":/.test(l))!;
  const file = (JSON.parse(line) as { image: { file: string } }).image.file;
  writeFileSync(path.join(dir, BANK_FILE), `${line}\n`);
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  copyFileSync(path.join(starterBankDir(), file), path.join(dir, file));
  return dir;
}

describe("exam sittings (admin)", () => {
  // After the seeded sittings (the last is Sept 2026) and before the one an admin adds.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("hides the page from everyone but admins, who alone can add a sitting", async () => {
    const trainee = await makeUser();
    const cookie = await signedInCookie(trainee.id);
    expect((await run(adminRoute.loader, get("/admin/sittings", { cookie }))).status).toBe(404);
    expect((await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }))).status).toBe(404);
    const signedOut = await run(adminRoute.action, post("/admin/sittings", sitting));
    expect(signedOut.location).toMatch(/^\/auth\?/);
    expect(await getDb().select().from(s.examSittings)).toHaveLength(0);
    expect((await aboutPage()).sittings.tabs).toEqual([]);
  });

  it("lets an admin add the next sitting, which the landing page then counts down to", async () => {
    const cookie = await admin();
    expect((await run(homeRoute.loader, get("/"))).data.nextSitting).toBeNull();
    // No sitting ahead: the admin is warned until one is added.
    expect((await run(adminRoute.loader, get("/admin/sittings", { cookie }))).data.noneAhead).toBe(true);
    const added = await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }));
    expect(added.location).toBe("/admin/sittings");
    expect((await run(adminRoute.loader, get("/admin/sittings", { cookie }))).data.noneAhead).toBe(false);
    const home = await run(homeRoute.loader, get("/"));
    expect(home.data.nextSitting).toEqual({
      label: "Mar 2027",
      startsAt: "2027-03-11T09:00:00.000Z",
      dateText: "11 Mar 2027",
    });

    const again = await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }));
    expect(again.status).toBe(409);
    expect(again.data.result.error.label).toEqual(["A sitting with this label already exists."]);
  });

  it("shows an added sitting on the About page as a tab, open by default while it is the next, with its details", async () => {
    await getDb().insert(s.examSittings).values(examSittings);
    const cookie = await admin();
    await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }));

    const page = await aboutPage();
    expect(page.sittings.tabs.map((tab: { label: string }) => tab.label)).toEqual([
      "Sept 2025",
      "Mar 2026",
      "Jun 2026",
      "Sept 2026",
      "Mar 2027",
    ]);
    expect(page.overviewTo).toBe("/about-frcr");
    expect(page.sittings.chosen).toEqual({
      slug: "mar-2027",
      label: "Mar 2027",
      physicsDate: "2027-03-11",
      anatomyDate: "2027-03-12",
      bookingOpensMembers: "2026-10-05",
      membersLabel: "members and resident doctors",
      bookingOpensNonMembers: "2026-10-12",
      closingDate: "2027-01-08",
      resultsDate: "2027-04-01",
      ukMemberFee: { min: 399, max: 465 },
      ukNonMemberFee: 619,
      ukVenues: ["Belfast", "Leeds", "London"],
      overseasFees: [
        { country: "Egypt", member: 560, nonMember: 745 },
        { country: "Singapore", member: 799, nonMember: 1064 },
      ],
    });
    // Its own address works too, as the admin table links to it.
    const list = await run(adminRoute.loader, get("/admin/sittings", { cookie }));
    expect(list.data.sittings[0]).toMatchObject({
      label: "Mar 2027",
      aboutTo: "/about-frcr?sitting=mar-2027#dates",
      upcoming: true,
    });
    expect((await aboutPage("/about-frcr?sitting=mar-2027")).sittings.chosen.label).toBe("Mar 2027");
  });

  it("shows a sitting added without venues or overseas fees, with nothing invented", async () => {
    const cookie = await admin();
    await run(adminRoute.action, post("/admin/sittings", { ...sitting, ukVenues: "", overseasFees: "" }, { cookie }));
    const chosen = (await aboutPage()).sittings.chosen;
    expect(chosen).toMatchObject({ label: "Mar 2027", ukVenues: [], overseasFees: [] });
  });

  it("starts the form from the latest sitting's venues, overseas fees and who books first", async () => {
    await getDb().insert(s.examSittings).values(examSittings);
    const cookie = await admin();
    const form = (await run(adminRoute.loader, get("/admin/sittings", { cookie }))).data.defaults;
    expect(form).toEqual({
      startTime: "09:00",
      membersLabel: "members and resident doctors",
      ukVenues: "Belfast\nBridgend, Wales\nEdinburgh\nGlasgow\nLeeds\nLondon\nManchester\nPlymouth",
      overseasFees:
        "Egypt: 533 / 709\nHong Kong: 650 / 865\nIndia-Hyderabad: 852 / 1134\nMalaysia: 761 / 1013\nPakistan: 533 / 709\nSingapore: 761 / 1013",
    });
  });

  it("refuses a sitting whose bookings close after the exam, keeping what was typed", async () => {
    const cookie = await admin();
    const bad = await run(
      adminRoute.action,
      post("/admin/sittings", { ...sitting, closingDate: "2027-04-01" }, { cookie }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.closingDate).toEqual(["Bookings must close before the exam"]);
    expect(bad.data.result.initialValue.label).toBe("Mar 2027");
  });

  it("refuses an overseas fee line it cannot read, and a second sitting in the same month", async () => {
    const cookie = await admin();
    const unreadable = await run(
      adminRoute.action,
      post("/admin/sittings", { ...sitting, overseasFees: "Egypt 560" }, { cookie }),
    );
    expect(unreadable.status).toBe(400);
    expect(unreadable.data.result.error.overseasFees).toEqual([
      '"Egypt 560": Write each line as Country: member fee / non-member fee, e.g. Egypt: 533 / 709',
    ]);

    await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }));
    const sameMonth = await run(
      adminRoute.action,
      post("/admin/sittings", { ...sitting, label: "March 2027" }, { cookie }),
    );
    expect(sameMonth.status).toBe(409);
    expect(sameMonth.data.result.error.physicsDate).toEqual(["A sitting in this month already exists."]);
    expect(await getDb().select().from(s.examSittings)).toHaveLength(1);
  });

  it("lets an admin edit a sitting, its form starting from what is stored, and the About page shows the change", async () => {
    await getDb().insert(s.examSittings).values(examSittings);
    const cookie = await admin();
    const [sept] = await getDb().select().from(s.examSittings).where(eq(s.examSittings.label, "Sept 2026"));
    const form = await run(adminRoute.loader, get(`/admin/sittings?edit=${sept!.id}`, { cookie }));
    expect(form.data.editing).toEqual({ id: sept!.id, label: "Sept 2026" });
    expect(form.data.defaults).toMatchObject({
      label: "Sept 2026",
      physicsDate: sept!.physicsDate,
      startTime: "09:00",
      ukNonMemberFee: String(sept!.ukNonMemberFee),
    });

    const saved = await run(
      adminRoute.action,
      post(
        "/admin/sittings",
        {
          ...form.data.defaults,
          intent: "update",
          id: sept!.id,
          label: "Sep 2026",
          resultsDate: "2026-10-30",
          startTime: "10:00",
        },
        { cookie },
      ),
    );
    expect(saved.location).toBe("/admin/sittings");
    const chosen = (await aboutPage("/about-frcr?sitting=sep-2026")).sittings.chosen;
    expect(chosen).toMatchObject({ label: "Sep 2026", resultsDate: "2026-10-30" });
    const [row] = await getDb().select().from(s.examSittings).where(eq(s.examSittings.id, sept!.id));
    expect(row!.startsAt.toISOString()).toBe(`${sept!.physicsDate}T09:00:00.000Z`); // 10:00 BST
    expect(await getDb().select().from(s.examSittings)).toHaveLength(examSittings.length);
  });

  it("refuses an edit that takes another sitting's label or month, changing nothing", async () => {
    await getDb().insert(s.examSittings).values(examSittings);
    const cookie = await admin();
    const [sept] = await getDb().select().from(s.examSittings).where(eq(s.examSittings.label, "Sept 2026"));
    const defaults = (await run(adminRoute.loader, get(`/admin/sittings?edit=${sept!.id}`, { cookie }))).data.defaults;
    const sameLabel = await run(
      adminRoute.action,
      post("/admin/sittings", { ...defaults, intent: "update", id: sept!.id, label: "Jun 2026" }, { cookie }),
    );
    expect(sameLabel.status).toBe(409);
    expect(sameLabel.data.result.error.label).toEqual(["A sitting with this label already exists."]);
    const sameMonth = await run(
      adminRoute.action,
      post(
        "/admin/sittings",
        {
          ...defaults,
          intent: "update",
          id: sept!.id,
          physicsDate: "2026-06-10",
          anatomyDate: "2026-06-11",
          closingDate: "2026-04-01",
        },
        { cookie },
      ),
    );
    expect(sameMonth.status).toBe(409);
    expect(sameMonth.data.result.error.physicsDate).toEqual(["A sitting in this month already exists."]);
    const [unchanged] = await getDb().select().from(s.examSittings).where(eq(s.examSittings.id, sept!.id));
    expect(unchanged).toEqual(sept);
  });

  it("deletes a sitting after a confirmation, and the next start does not bring a seeded one back", async () => {
    await getDb().insert(s.examSittings).values(examSittings);
    const cookie = await admin();
    const [sept] = await getDb().select().from(s.examSittings).where(eq(s.examSittings.label, "Sept 2025"));
    const confirm = await run(adminRoute.loader, get(`/admin/sittings?delete=${sept!.id}`, { cookie }));
    expect(confirm.data.deleting).toEqual({ id: sept!.id, label: "Sept 2025" });
    expect(await getDb().select().from(s.examSittings)).toHaveLength(examSittings.length);

    const deleted = await run(
      adminRoute.action,
      post("/admin/sittings", { intent: "delete", id: sept!.id }, { cookie }),
    );
    expect(deleted.location).toBe("/admin/sittings");
    expect((await aboutPage()).sittings.tabs.map((tab: { label: string }) => tab.label)).not.toContain("Sept 2025");
    // The next start, with a starter bank of one question: what it brings back of the sittings is the point.
    vi.stubEnv("STARTER_BANK_DIR", oneQuestionStarterBank());
    await seedDatabase(getDb(), { demo: false });
    vi.unstubAllEnvs();
    expect((await getDb().select().from(s.examSittings)).map((row) => row.label)).not.toContain("Sept 2025");

    // Gone, or never there: 404, for the confirmation and the form alike.
    expect((await run(adminRoute.loader, get(`/admin/sittings?delete=${sept!.id}`, { cookie }))).status).toBe(404);
    expect(
      (await run(adminRoute.action, post("/admin/sittings", { intent: "delete", id: sept!.id }, { cookie }))).status,
    ).toBe(404);
    expect(
      (await run(adminRoute.action, post("/admin/sittings", { intent: "delete", id: "not-a-uuid" }, { cookie })))
        .status,
    ).toBe(404);
  });

  it("lets no one but an admin edit or delete", async () => {
    await getDb().insert(s.examSittings).values(examSittings);
    const [row] = await getDb().select().from(s.examSittings).limit(1);
    const cookie = await signedInCookie((await makeUser()).id);
    expect(
      (await run(adminRoute.action, post("/admin/sittings", { intent: "delete", id: row!.id }, { cookie }))).status,
    ).toBe(404);
    expect(
      (await run(adminRoute.action, post("/admin/sittings", { ...sitting, intent: "update", id: row!.id }, { cookie })))
        .status,
    ).toBe(404);
    expect(await getDb().select().from(s.examSittings)).toHaveLength(examSittings.length);
  });
});

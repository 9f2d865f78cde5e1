// With no sitting ahead announced, the plan says so and counts to a day the trainee types
// (product-rules#study-plan); posted as a browser without JavaScript posts the form.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { examSittings } from "../../db/seed/exam-sittings";
import { makeAdmin, SITTING_FORM } from "../fixtures/admin";
import { makeBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as adminRoute from "~/routes/admin.sittings";
import * as dashboardRoute from "~/routes/dashboard";
import * as profileRoute from "~/routes/profile";
import { getDb } from "~/server/db.server";

// After every seeded sitting (the last is Sept 2026), before SITTING_FORM's anatomy exam of 12 Mar 2027.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

async function trainee() {
  const user = await makeUser({ plan: "premium" });
  return { user, cookie: await signedInCookie(user.id) };
}

const dashboard = async (cookie: string) => (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data;
const saveDate = (cookie: string, examDate: string) =>
  run(profileRoute.action, post("/profile", { intent: "exam-date", examDate }, { cookie }));
const storedDate = async (userId: string) =>
  (await getDb().select().from(s.profiles).where(eq(s.profiles.userId, userId)))[0]!.examDate;

describe("a plan without an announced sitting", () => {
  it("says the dates are not announced, then counts to the day the trainee types", async () => {
    await getDb().insert(s.examSittings).values(examSittings);
    await makeBank();
    const { cookie } = await trainee();
    const before = await dashboard(cookie);
    expect(before.studyPlan).toBeNull();
    expect(before.sittingsAnnounced).toBe(false);
    expect((await run(profileRoute.loader, get("/profile", { cookie }))).data.sittings).toEqual([]);

    const saved = await saveDate(cookie, "2027-03-12");
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/profile");
    const after = await dashboard(cookie);
    expect(after.studyPlan).toMatchObject({ sitting: null, examDay: "2027-03-12", daysLeft: 110 });
    expect(after.studyPlan.target).toBeGreaterThan(0);
    expect((await run(profileRoute.loader, get("/profile", { cookie }))).data.profile.examDate).toBe("2027-03-12");

    // Cleared with an empty field: back to the explanation.
    expect((await saveDate(cookie, "")).status).toBe(302);
    expect((await dashboard(cookie)).studyPlan).toBeNull();
  });

  it("refuses a day that has passed, one beyond two years, or no date, with a reason, keeping what was typed", async () => {
    const { user, cookie } = await trainee();
    const passed = await saveDate(cookie, "2026-11-21");
    expect(passed.status).toBe(400);
    expect(passed.data.intent).toBe("exam-date");
    expect(passed.data.result.error.examDate).toEqual([
      "That day has passed: enter the day of your coming anatomy exam.",
    ]);
    expect(passed.data.result.initialValue.examDate).toBe("2026-11-21");
    const far = await saveDate(cookie, "2028-11-23");
    expect(far.data.result.error.examDate).toEqual(["Enter a day within the next two years."]);
    const nonsense = await saveDate(cookie, "12th of March");
    expect(nonsense.status).toBe(400);
    expect(nonsense.data.result.error.examDate).toEqual(["Enter the day of your anatomy exam, as 12/03/2027."]);
    expect(await storedDate(user.id)).toBeNull();
    // Today is still ahead: the exam may be today.
    expect((await saveDate(cookie, "2026-11-22")).status).toBe(302);
    expect((await dashboard(cookie)).studyPlan).toMatchObject({ daysLeft: 0, examDay: "2026-11-22" });
  });

  it("never plans to a chosen sitting that has passed", async () => {
    const [past] = await getDb().insert(s.examSittings).values(examSittings).returning();
    const { user, cookie } = await trainee();
    await getDb().update(s.profiles).set({ sittingId: past!.id }).where(eq(s.profiles.userId, user.id));
    const view = await dashboard(cookie);
    expect(view.studyPlan).toBeNull();
    expect(view.sittingsAnnounced).toBe(false);
  });

  it("gives way to a sitting chosen from the list once one is announced", async () => {
    const { user, cookie } = await trainee();
    await saveDate(cookie, "2027-04-01");
    expect(
      (await run(adminRoute.action, post("/admin/sittings", SITTING_FORM, { cookie: (await makeAdmin()).cookie })))
        .status,
    ).toBe(302);
    const [sitting] = await getDb().select().from(s.examSittings);
    // Still counting to the typed day until the trainee chooses the sitting.
    expect((await dashboard(cookie)).studyPlan).toMatchObject({ sitting: null, examDay: "2027-04-01" });
    const chosen = await run(
      profileRoute.action,
      post("/profile", { intent: "sitting", sittingId: sitting!.id }, { cookie }),
    );
    expect(chosen.status).toBe(302);
    expect(await storedDate(user.id)).toBeNull();
    expect((await dashboard(cookie)).studyPlan).toMatchObject({
      sitting: "Mar 2027",
      examDay: "2027-03-12",
      daysLeft: 110,
    });
  });
});

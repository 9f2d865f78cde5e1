import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as adminRoute from "~/routes/admin.sittings";
import * as homeRoute from "~/routes/home";
import { getDb } from "~/server/db.server";

const sitting = {
  label: "Mar 2027",
  physicsDate: "2027-03-11",
  anatomyDate: "2027-03-12",
  startTime: "09:00",
  bookingOpensMembers: "2026-10-05",
  bookingOpensNonMembers: "2026-10-12",
  closingDate: "2027-01-08",
  resultsDate: "2027-04-01",
  ukMemberFeeMin: "399",
  ukMemberFeeMax: "465",
  ukNonMemberFee: "619",
};

async function admin() {
  const user = await makeUser();
  await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, user.id));
  return signedInCookie(user.id);
}

describe("exam sittings (admin)", () => {
  it("hides the page from everyone but admins", async () => {
    const trainee = await makeUser();
    const cookie = await signedInCookie(trainee.id);
    expect((await run(adminRoute.loader, get("/admin/sittings", { cookie }))).status).toBe(404);
    expect((await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }))).status).toBe(404);
    expect(await getDb().select().from(s.examSittings)).toHaveLength(0);
  });

  it("lets an admin add the next sitting, which the landing page then counts down to", async () => {
    const cookie = await admin();
    expect((await run(homeRoute.loader, get("/"))).data.nextSitting).toBeNull();
    const added = await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }));
    expect(added.location).toBe("/admin/sittings");
    const home = await run(homeRoute.loader, get("/"));
    expect(home.data.nextSitting).toEqual({ label: "Mar 2027", startsAt: "2027-03-11T09:00:00.000Z", dateText: "11 Mar 2027" });

    const again = await run(adminRoute.action, post("/admin/sittings", sitting, { cookie }));
    expect(again.status).toBe(409);
    expect(again.data.result.error.label).toEqual(["A sitting with this label already exists."]);
  });

  it("refuses a sitting whose bookings close after the exam, keeping what was typed", async () => {
    const cookie = await admin();
    const bad = await run(adminRoute.action, post("/admin/sittings", { ...sitting, closingDate: "2027-04-01" }, { cookie }));
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.closingDate).toEqual(["Bookings must close before the exam"]);
    expect(bad.data.result.initialValue.label).toBe("Mar 2027");
  });
});

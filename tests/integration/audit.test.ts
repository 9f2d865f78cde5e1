// The audit trail: grants and sittings record who changed what (before and after), and /admin/audit
// shows every kind newest first, filtered and paged, to admins only.
import { makeAdmin, SITTING_FORM } from "../fixtures/admin";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as auditRoute from "~/routes/admin.audit";
import * as grantsRoute from "~/routes/admin.grants";
import * as mocksRoute from "~/routes/admin.mocks";
import * as sittingsRoute from "~/routes/admin.sittings";
import { getDb } from "~/server/db.server";

const sitting = SITTING_FORM;

const admin = makeAdmin;

const trail = async (cookie: string, query = "") => run(auditRoute.loader, get(`/admin/audit${query}`, { cookie }));

describe("audit trail", () => {
  it("is a 404 to trainees and sends the signed-out to sign in", async () => {
    const trainee = await makeUser();
    expect((await trail(await signedInCookie(trainee.id))).status).toBe(404);
    expect((await run(auditRoute.loader, get("/admin/audit"))).location).toMatch(/^\/auth\?/);
  });

  it("records a granted plan: which admin, for whom, the plan before and after", async () => {
    const boss = await admin();
    const trainee = await makeUser();
    const granted = await run(
      grantsRoute.action,
      post(
        "/admin/grants",
        { email: trainee.email, offer: "full-3", endsOn: "2027-06-30", note: "Special Offer: approved" },
        { cookie: boss.cookie },
      ),
    );
    expect(granted.location).toBe("/admin/grants");

    const page = (await trail(boss.cookie)).data;
    expect(page.events).toHaveLength(1);
    const [event] = page.events;
    expect(event).toMatchObject({
      who: boss.email,
      kind: "Granted plans",
      action: "grant.created",
      summary: `Full Access (3 months) until 30 Jun 2027 granted to ${trainee.email}`,
    });
    expect(JSON.parse(event.details)).toEqual({
      email: trainee.email,
      note: "Special Offer: approved",
      before: { plan: "Free", endsAt: null },
      after: { plan: "Full Access (3 months)", endsAt: "30 Jun 2027" },
    });
  });

  it("records sittings added, edited (only the fields that changed, before and after) and deleted, newest first", async () => {
    const boss = await admin();
    await run(sittingsRoute.action, post("/admin/sittings", sitting, { cookie: boss.cookie }));
    const [row] = await getDb().select().from(s.examSittings);
    await run(
      sittingsRoute.action,
      post(
        "/admin/sittings",
        { ...sitting, intent: "update", id: row!.id, closingDate: "2027-01-15", ukNonMemberFee: "629" },
        { cookie: boss.cookie },
      ),
    );
    // Saved unchanged: nothing to record.
    await run(
      sittingsRoute.action,
      post(
        "/admin/sittings",
        { ...sitting, intent: "update", id: row!.id, closingDate: "2027-01-15", ukNonMemberFee: "629" },
        { cookie: boss.cookie },
      ),
    );
    await run(
      sittingsRoute.action,
      post("/admin/sittings", { intent: "delete", id: row!.id }, { cookie: boss.cookie }),
    );

    const { events } = (await trail(boss.cookie)).data;
    expect(events.map((e: { summary: string }) => e.summary)).toEqual([
      "Mar 2027 deleted",
      "Mar 2027 edited: closing date, UK non-member fee",
      "Mar 2027 added",
    ]);
    expect(events.every((e: { who: string }) => e.who === boss.email)).toBe(true);
    expect(JSON.parse(events[1].details)).toEqual({
      changes: {
        closingDate: { before: "2027-01-08", after: "2027-01-15" },
        ukNonMemberFee: { before: "619", after: "629" },
      },
    });
    expect(JSON.parse(events[0].details).before).toMatchObject({ label: "Mar 2027", closingDate: "2027-01-15" });
    expect(JSON.parse(events[2].details).after).toMatchObject({
      label: "Mar 2027",
      ukVenues: "Belfast\nLeeds\nLondon",
    });
  });

  it("filters by kind and pages fifty at a time, keeping the filter", async () => {
    const boss = await admin();
    const start = Date.now() - 1000 * 60 * 60;
    await getDb()
      .insert(s.auditEvents)
      .values([
        ...Array.from({ length: 55 }, (_, i) => ({
          action: "question.updated",
          subjectType: "question",
          subjectId: null,
          summary: `TST-${i} updated by import`,
          createdAt: new Date(start + i * 1000),
        })),
        {
          action: "dispute.upheld",
          subjectType: "dispute",
          summary: "Dispute on TST-001 upheld",
          createdAt: new Date(start + 100_000),
          actorId: boss.id,
        },
      ]);

    const first = (await trail(boss.cookie)).data;
    expect(first.events).toHaveLength(50);
    expect(first.events[0]).toMatchObject({
      summary: "Dispute on TST-001 upheld",
      who: boss.email,
      kind: "Dispute decisions",
    });
    expect(first.events[1].summary).toBe("TST-54 updated by import");
    expect(first.events[1].who).toMatch(/^no account/);
    expect(first).toMatchObject({ page: 1, pages: 2, total: 56, newer: null, older: "/admin/audit?page=2" });

    const second = (await trail(boss.cookie, "?page=2")).data;
    expect(second.events.map((e: { summary: string }) => e.summary)).toEqual([
      "TST-5 updated by import",
      "TST-4 updated by import",
      "TST-3 updated by import",
      "TST-2 updated by import",
      "TST-1 updated by import",
      "TST-0 updated by import",
    ]);
    expect(second).toMatchObject({ newer: "/admin/audit", older: null });

    const disputes = (await trail(boss.cookie, "?kind=dispute")).data;
    expect(disputes.events.map((e: { summary: string }) => e.summary)).toEqual(["Dispute on TST-001 upheld"]);
    const questions = (await trail(boss.cookie, "?kind=question")).data;
    expect(questions).toMatchObject({ total: 55, older: "/admin/audit?kind=question&page=2" });
  });

  it("lists a mock paper's changes under Mock papers, and a dispute decision under its own kind though its subject is the question", async () => {
    const boss = await admin();
    const created = await run(
      mocksRoute.action,
      post("/admin/mocks", { intent: "create", name: "Mock Paper 8" }, { cookie: boss.cookie }),
    );
    expect(created.location).toMatch(/^\/admin\/mocks\//);
    await getDb().insert(s.auditEvents).values({
      action: "dispute.rejected",
      subjectType: "question",
      summary: "TST-002: a blank answer rejected (1 disputes)",
      actorId: boss.id,
    });

    const mocks = (await trail(boss.cookie, "?kind=mock")).data;
    expect(mocks.kinds).toContainEqual({ value: "mock", label: "Mock papers" });
    expect(mocks.events).toEqual([
      expect.objectContaining({ who: boss.email, kind: "Mock papers", summary: "Mock Paper 8 created, unpublished" }),
    ]);
    const disputes = (await trail(boss.cookie, "?kind=dispute")).data;
    expect(disputes.events.map((e: { summary: string; kind: string }) => [e.kind, e.summary])).toEqual([
      ["Dispute decisions", "TST-002: a blank answer rejected (1 disputes)"],
    ]);
    expect((await trail(boss.cookie, "?kind=question")).data.events).toEqual([]);
  });

  it("answers a 400 with a message for an unknown kind or page", async () => {
    const boss = await admin();
    for (const query of ["?kind=everything", "?page=0", "?page=two"]) {
      const refused = await trail(boss.cookie, query);
      expect(refused.status, query).toBe(400);
      expect(refused.data, query).toMatch(/^(Unknown kind of event|Page must be)/);
    }
  });
});

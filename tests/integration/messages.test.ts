import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as contactRoute from "~/routes/contact";
import * as configureRoute from "~/routes/dashboard.configure";
import * as featureRoute from "~/routes/feature-request";
import * as questionRoute from "~/routes/question";
import { getDb } from "~/server/db.server";
import { listOutbox } from "~/server/email.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

const toOperator = async () => (await listOutbox()).filter((m) => m.to === "team@arrowed.example");

describe("contact and support", () => {
  it("takes a visitor's message with a reply address and emails the team", async () => {
    const result = await run(
      contactRoute.action,
      post("/contact", {
        mode: "contact",
        subject: "",
        message: "Do you cover physics?",
        name: "Sam",
        email: "sam@example.com",
        from: "/faq",
      }),
    );
    expect(result.location).toBe("/faq");
    const [stored] = await getDb().select().from(s.contactMessages);
    expect(stored).toMatchObject({
      kind: "contact",
      subject: "Message",
      senderName: "Sam",
      senderEmail: "sam@example.com",
      userId: null,
    });
    const [email] = await toOperator();
    expect(email!.subject).toBe("[Contact] Message");
    expect(email!.text).toContain("Sam");
    expect(email!.text).toContain("sam@example.com");
    expect(email!.text).toContain("User id: N/A");
    expect(email!.text).toContain("Do you cover physics?");
  });

  it("sends a signed-in user's name, email and id, with the support subject default", async () => {
    const user = await makeUser({ name: "Dr Ada Test" });
    const cookie = await signedInCookie(user.id);
    const result = await run(
      contactRoute.action,
      post("/contact", { mode: "support", subject: "  ", message: "The timer froze." }, { cookie }),
    );
    expect(result.location).toBe("/dashboard");
    const [stored] = await getDb().select().from(s.contactMessages);
    expect(stored).toMatchObject({
      kind: "support",
      subject: "Support request",
      senderName: "Dr Ada Test",
      senderEmail: user.email,
      userId: user.id,
    });
    const [email] = await toOperator();
    expect(email!.text).toContain(user.id);
  });

  it("refuses a whitespace-only message and keeps the subject", async () => {
    const result = await run(
      contactRoute.action,
      post("/contact", { mode: "support", subject: "Help", message: "   ", email: "sam@example.com" }),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error.message).toEqual(["Please enter your message before submitting."]);
    expect(result.data.result.initialValue.subject).toBe("Help");
    expect(await getDb().select().from(s.contactMessages)).toHaveLength(0);
  });

  it("needs a visitor's email to reply to", async () => {
    const result = await run(contactRoute.action, post("/contact", { mode: "contact", message: "Hello" }));
    expect(result.status).toBe(400);
    expect(result.data.result.error.email).toEqual(["Please enter your email so we can reply."]);
  });

  it("keeps nothing a bot sends through the honeypot", async () => {
    const result = await run(
      contactRoute.action,
      post("/contact", {
        mode: "contact",
        message: "Buy now",
        email: "bot@example.com",
        website: "http://spam.example",
      }),
    );
    expect(result.status).toBe(302);
    expect(await getDb().select().from(s.contactMessages)).toHaveLength(0);
    expect(await toOperator()).toHaveLength(0);
  });

  it("throttles a flood from one client", async () => {
    for (let i = 0; i < 10; i++)
      await run(contactRoute.action, post("/contact", { mode: "contact", message: `m${i}`, email: "sam@example.com" }));
    const blocked = await run(
      contactRoute.action,
      post("/contact", { mode: "contact", message: "again", email: "sam@example.com" }),
    );
    expect(blocked.status).toBe(429);
  });

  it("prefills subject and message and returns only to this site", async () => {
    const page = await run(
      contactRoute.loader,
      get("/contact?mode=support&subject=Offer&message=Hi&from=https://evil.example"),
    );
    expect(page.data).toMatchObject({
      mode: "support",
      title: "Contact Support",
      subject: "Offer",
      message: "Hi",
      from: "/",
    });
  });
});

describe("feature requests", () => {
  it("stores the request, titles an empty one, and emails the team", async () => {
    const user = await makeUser({ name: "Dr Ada Test" });
    const cookie = await signedInCookie(user.id);
    const result = await run(
      featureRoute.action,
      post("/feature-request", { title: "", description: "Dark mode for the viewer" }, { cookie }),
    );
    expect(result.location).toBe("/dashboard");
    const [stored] = await getDb().select().from(s.featureRequests);
    expect(stored).toMatchObject({
      title: "Feature Request",
      description: "Dark mode for the viewer",
      userId: user.id,
    });
    const [email] = await toOperator();
    expect(email!.subject).toBe("[Feature request] Feature Request");
    expect(email!.text).toContain("Dr Ada Test");
  });

  it("refuses an empty description", async () => {
    const user = await makeUser();
    const result = await run(
      featureRoute.action,
      post("/feature-request", { title: "Idea", description: "  " }, { cookie: await signedInCookie(user.id) }),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error.description).toEqual(["Please describe your feature request before submitting."]);
  });

  it("is for signed-in users", async () => {
    expect((await run(featureRoute.action, post("/feature-request", { description: "x" }))).location).toBe(
      "/auth?redirectTo=%2Ffeature-request",
    );
  });
});

describe("disputes", () => {
  it("emails the team the question, its code, the answer given, the correct answer and the message", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const started = await run(
      configureRoute.action,
      post("/dashboard/configure", { mode: "new", pool: "all", questionCount: "10", showAnswers: "on" }, { cookie }),
    );
    const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
    const page = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    const questionId = page.data.question.id;
    await run(
      questionRoute.action,
      post(`/question?attempt=${attemptId}`, { intent: "answer", questionId, answer: "my answer" }, { cookie }),
    );
    await run(
      questionRoute.action,
      post(
        `/question?attempt=${attemptId}`,
        { intent: "dispute", questionId, message: "The key misses a synonym." },
        { cookie },
      ),
    );

    const [question] = await getDb().select().from(s.questions).where(eq(s.questions.id, questionId));
    const [email] = await toOperator();
    expect(email!.subject).toBe(`[Dispute] ${question!.code}`);
    for (const text of [
      questionId,
      question!.code,
      "my answer",
      `structure ${Number(question!.code.slice(4))} left`,
      "The key misses a synonym.",
      user.email,
    ]) {
      expect(email!.text).toContain(text);
    }
    expect(bank.questions.length).toBeGreaterThan(0);
  });
});

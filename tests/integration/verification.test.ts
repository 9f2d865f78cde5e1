import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users, verifications } from "../../db/schema";
import { cookiesFrom, get, post, run, runWithoutJobs } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as authRoute from "~/routes/auth";
import * as resetRoute from "~/routes/reset-password";
import * as verifyRoute from "~/routes/verify-email";
import { changePassword, checkCredentials } from "~/server/account.server";
import { settled } from "~/server/background.server";
import { getDb } from "~/server/db.server";
import { listOutbox } from "~/server/email.server";
import { clearLimit } from "~/server/rate-limit.server";
import { getSessionUser } from "~/server/session.server";
import { readToast } from "~/server/toast.server";

/** Signs up and returns the cookies the signing-up browser now holds. */
async function signUp(email = "ines@example.com") {
  const result = await run(
    authRoute.action,
    post("/auth", {
      intent: "signup",
      name: "Dr Inés Ramos",
      email,
      password: "sagittal-plane",
      confirmPassword: "sagittal-plane",
    }),
  );
  // The emails leave after the response.
  await settled();
  return cookiesFrom(result);
}

async function newestEmail(to: string, subjectStart: string) {
  const message = (await listOutbox()).find((m) => m.to === to && m.subject.startsWith(subjectStart));
  if (!message) throw new Error(`no "${subjectStart}" email to ${to}`);
  return message;
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`http://arrowed\\.test(${path}\\?token=[\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
};
const toastIn = async (result: Awaited<ReturnType<typeof run>>) =>
  (await readToast(new Request("http://arrowed.test/", { headers: { Cookie: cookiesFrom(result) } }))).toast;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe("email verification", () => {
  it("verifies by the emailed link in the browser that signed up: signed in, on the dashboard", async () => {
    const browser = await signUp();
    const link = linkIn((await newestEmail("ines@example.com", "Verify")).text, "/verify-email");

    const first = await run(verifyRoute.loader, get(link, { cookie: browser }));
    expect(first.status).toBe(302);
    expect(first.location).toBe("/dashboard");
    const after = cookiesFrom(first);
    expect(after).toMatch(/arrowed_session=/);
    expect(first.headers.getSetCookie().find((line) => line.startsWith("arrowed_signup="))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    );
    const user = await getSessionUser(get("/dashboard", { cookie: after }));
    expect(user?.email).toBe("ines@example.com");
    expect(await toastIn(first)).toMatchObject({ title: "Email verified" });

    const again = await run(verifyRoute.loader, get(link));
    expect(again.status).toBe(400);
    expect(again.data.linkError).toMatch(/invalid, already used or expired/);
  });

  it("verifies by a link opened in another browser, which is told it worked and asked to sign in", async () => {
    await signUp();
    const link = linkIn((await newestEmail("ines@example.com", "Verify")).text, "/verify-email");

    const elsewhere = await run(verifyRoute.loader, get(link));
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.location).toBe("/auth?email=ines%40example.com&verified=1");
    expect(cookiesFrom(elsewhere)).not.toMatch(/arrowed_session=/);
    // The sign-in form says it (verified: true below); no toast says it a second time.
    expect(await toastIn(elsewhere)).toBeNull();
    expect((await checkCredentials("ines@example.com", "sagittal-plane")).ok).toBe(true);

    const signIn = await run(authRoute.loader, get(elsewhere.location!));
    expect(signIn.data).toMatchObject({ verified: true, email: "ines@example.com" });
  });

  it("does not sign in a browser that signed up a different account", async () => {
    const other = await signUp("other@example.com");
    await signUp();
    const link = linkIn((await newestEmail("ines@example.com", "Verify")).text, "/verify-email");
    const result = await run(verifyRoute.loader, get(link, { cookie: other }));
    expect(result.location).toBe("/auth?email=ines%40example.com&verified=1");
    expect(cookiesFrom(result)).not.toMatch(/arrowed_session=/);
  });

  it("gives a second sign-up for the same address a cookie too, which signs no one in", async () => {
    await signUp();
    const newest = (await listOutbox()).length;
    await clearLimit("signup:email:ines@example.com");
    await clearLimit("signup:ip:203.0.113.7");
    const second = await signUp();
    expect(second).toMatch(/arrowed_signup=/);
    expect((await listOutbox()).length).toBe(newest + 1);
    const link = linkIn((await newestEmail("ines@example.com", "Verify")).text, "/verify-email");
    const result = await run(verifyRoute.loader, get(link, { cookie: second }));
    expect(result.location).toBe("/auth?email=ines%40example.com&verified=1");
    expect(cookiesFrom(result)).not.toMatch(/arrowed_session=/);
  });

  it("verifies by the emailed code in the browser that signed up: signed in, on the dashboard", async () => {
    const browser = await signUp();
    const code = codeIn((await newestEmail("ines@example.com", "Verify")).text);
    const result = await run(
      verifyRoute.action,
      post("/verify-email", { intent: "code", email: "ines@example.com", code }, { cookie: browser }),
    );
    expect(result.location).toBe("/dashboard");
    expect((await getSessionUser(get("/dashboard", { cookie: cookiesFrom(result) })))?.email).toBe("ines@example.com");
  });

  it("verifies by the emailed code without the sign-up cookie, then asks to sign in", async () => {
    await signUp();
    const code = codeIn((await newestEmail("ines@example.com", "Verify")).text);
    const result = await run(
      verifyRoute.action,
      post("/verify-email", { intent: "code", email: "ines@example.com", code }),
    );
    expect(result.location).toBe("/auth?email=ines%40example.com&verified=1");
    expect(cookiesFrom(result)).not.toMatch(/arrowed_session=/);
    const [user] = await getDb().select().from(users).where(eq(users.email, "ines@example.com"));
    expect(user?.emailVerifiedAt).not.toBeNull();
  });

  it("stops accepting the code after five wrong guesses", async () => {
    await signUp();
    const code = codeIn((await newestEmail("ines@example.com", "Verify")).text);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const result = await run(
        verifyRoute.action,
        post("/verify-email", { intent: "code", email: "ines@example.com", code: wrong }),
      );
      expect(result.status).toBe(400);
    }
    const right = await run(
      verifyRoute.action,
      post("/verify-email", { intent: "code", email: "ines@example.com", code }),
    );
    expect(right.status).toBe(400);
    expect(right.data.result.error.code[0]).toMatch(/not right, or it has expired/);
  });

  it("refuses an expired link", async () => {
    await signUp();
    const link = linkIn((await newestEmail("ines@example.com", "Verify")).text, "/verify-email");
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await run(verifyRoute.loader, get(link))).status).toBe(400);
  });

  it("holds a resend back for 30 seconds, then sends a new link that replaces the old one", async () => {
    await signUp();
    const oldLink = linkIn((await newestEmail("ines@example.com", "Verify")).text, "/verify-email");

    const early = await run(verifyRoute.action, post("/verify-email", { intent: "resend", email: "ines@example.com" }));
    expect(early.status).toBe(429);
    expect(early.data.result.error[""][0]).toMatch(/^Please wait \d+ seconds before asking for another email\.$/);

    await clearLimit("resend:email:ines@example.com");
    const resent = await run(
      verifyRoute.action,
      post("/verify-email", { intent: "resend", email: "ines@example.com" }),
    );
    expect(resent.status).toBe(200);
    expect(resent.data.resentAt).toEqual(expect.any(Number));
    const verifyEmails = (await listOutbox()).filter((m) => m.subject.startsWith("Verify"));
    expect(verifyEmails).toHaveLength(2);

    expect((await run(verifyRoute.loader, get(oldLink))).status).toBe(400);
    const newLink = linkIn(verifyEmails[0]!.text, "/verify-email");
    expect((await run(verifyRoute.loader, get(newLink))).status).toBe(302);
  });

  it("asks for an address to resend to", async () => {
    const result = await run(verifyRoute.action, post("/verify-email", { intent: "resend", email: "" }));
    expect(result.status).toBe(400);
    expect(result.data.result.error.email).toEqual(["No email to resend. Please sign up again."]);
  });

  it("refuses a form it does not know with a 400 and a message", async () => {
    const result = await run(
      verifyRoute.action,
      post("/verify-email", { intent: "verify-all", email: "ines@example.com", code: "123456" }),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ intent: "code", result: { error: { "": ["Unknown action."] } } });
  });

  it("answers a resend for an unknown address as for a known one, without sending", async () => {
    const result = await run(
      verifyRoute.action,
      post("/verify-email", { intent: "resend", email: "ghost@example.com" }),
    );
    expect(result.status).toBe(200);
    expect(await listOutbox()).toHaveLength(0);
  });
});

describe("password reset", () => {
  /** The reset email leaves after the response: wait for it, as its reader would. */
  const forgot = async (email: string) => {
    const result = await run(authRoute.action, post("/auth", { intent: "forgot", email }));
    await settled();
    return result;
  };

  it("asks for the address first", async () => {
    const result = await forgot("");
    expect(result.status).toBe(400);
    expect(result.data.result.error.email).toEqual(["Please enter your email address first"]);
  });

  it("answers before it looks the address up, so a known address takes no longer than an unknown one", async () => {
    const user = await makeUser();
    const answer = await runWithoutJobs(authRoute.action, post("/auth", { intent: "forgot", email: user.email }));
    expect(answer.status).toBe(200);
    expect(await listOutbox()).toEqual([]);
    await settled();
    expect((await listOutbox()).map((m) => m.to)).toEqual([user.email]);
  });

  it("answers the same whether or not the address has an account", async () => {
    const user = await makeUser();
    const known = await forgot(user.email);
    const unknown = await forgot("ghost@example.com");
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.data).sort()).toEqual(Object.keys(unknown.data).sort());
    expect(known.data.resetSentTo).toBe(user.email);
    expect(unknown.data.resetSentTo).toBe("ghost@example.com");
    const outbox = await listOutbox();
    expect(outbox.map((m) => m.to)).toEqual([user.email]);
  });

  it("greets by name only an address its owner has verified", async () => {
    const verified = await makeUser({ name: "Dr Vera Verified" });
    const unverified = await makeUser({ name: "Dr Una Unproven", verified: false });
    await forgot(verified.email);
    await forgot(unverified.email);
    const outbox = await listOutbox();
    expect(outbox.find((m) => m.to === verified.email)!.text).toMatch(/^Hello Dr Vera Verified,$/m);
    const toUnverified = outbox.find((m) => m.to === unverified.email)!;
    expect(toUnverified.text).toMatch(/^Hello,$/m);
    expect(toUnverified.html).not.toContain("Una Unproven");
  });

  it("sets a new password by the link once, signs the user in and out everywhere else", async () => {
    const user = await makeUser({ password: "old-password-1" });
    const otherDevice = await signedInCookie(user.id);
    await forgot(user.email);
    const link = linkIn((await newestEmail(user.email, "Reset")).text, "/reset-password");
    const token = new URL(link, "http://arrowed.test").searchParams.get("token")!;

    const page = await run(resetRoute.loader, get(link));
    expect(page.data).toEqual({ state: "form", token });

    const mismatch = await run(
      resetRoute.action,
      post("/reset-password", { token, password: "new-password-2", confirmPassword: "nope-nope-nope" }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Passwords do not match"]);

    const done = await run(
      resetRoute.action,
      post("/reset-password", { token, password: "new-password-2", confirmPassword: "new-password-2" }),
    );
    expect(done.location).toBe("/reset-password?done=1");
    const cookie = cookiesFrom(done);
    expect((await getSessionUser(get("/", { cookie })))?.id).toBe(user.id);
    expect(await getSessionUser(get("/", { cookie: otherDevice }))).toBeNull();
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect((await checkCredentials(user.email, "old-password-1")).ok).toBe(false);
    expect((await checkCredentials(user.email, "new-password-2")).ok).toBe(true);

    const successPage = await run(resetRoute.loader, get("/reset-password?done=1", { cookie }));
    expect(successPage.data.state).toBe("done");

    const reused = await run(
      resetRoute.action,
      post("/reset-password", { token, password: "third-password", confirmPassword: "third-password" }),
    );
    expect(reused.status).toBe(400);
    expect(reused.data.result.error[""]).toEqual([
      "Invalid or expired reset link. Please request a new password reset.",
    ]);
  });

  it("shows the invalid-link message for a missing or unknown token", async () => {
    expect((await run(resetRoute.loader, get("/reset-password"))).data.state).toBe("invalid");
    const unknown = await run(resetRoute.loader, get("/reset-password?token=abc"));
    expect(unknown.status).toBe(400);
    expect(unknown.data.state).toBe("invalid");
  });

  it("refuses an expired reset link", async () => {
    const user = await makeUser();
    await forgot(user.email);
    const link = linkIn((await newestEmail(user.email, "Reset")).text, "/reset-password");
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await run(resetRoute.loader, get(link))).data.state).toBe("invalid");
  });

  it("throttles reset requests per address", async () => {
    const user = await makeUser();
    for (let i = 0; i < 3; i++) expect((await forgot(user.email)).status).toBe(200);
    const blocked = await forgot(user.email);
    expect(blocked.status).toBe(429);
    expect(await listOutbox()).toHaveLength(3);
  });
});

describe("changing the password", () => {
  it("needs the current password and signs other sessions out", async () => {
    const user = await makeUser({ password: "first-password" });
    const here = await signedInCookie(user.id);
    const elsewhere = await signedInCookie(user.id);
    const me = (await getSessionUser(get("/", { cookie: here })))!;

    expect(await changePassword(me, "not-my-password", "second-password")).toEqual({
      ok: false,
      reason: "wrong-password",
    });
    expect(await changePassword(me, "first-password", "second-password")).toEqual({ ok: true });

    expect(await getSessionUser(get("/", { cookie: here }))).not.toBeNull();
    expect(await getSessionUser(get("/", { cookie: elsewhere }))).toBeNull();
    expect((await checkCredentials(user.email, "second-password")).ok).toBe(true);
  });
});

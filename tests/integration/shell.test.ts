import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as attemptsRoute from "~/routes/attempts";
import * as dashboardRoute from "~/routes/dashboard";
import * as devOutboxRoute from "~/routes/dev.outbox";
import * as devOutboxMessageRoute from "~/routes/dev.outbox.$id";
import * as notesRoute from "~/routes/notes";
import * as notFoundRoute from "~/routes/not-found";
import * as profileRoute from "~/routes/profile";
import * as questionRoute from "~/routes/question";
import * as rootRoute from "~/root";
import * as themeRoute from "~/routes/theme";
import { consentHeader, resetCookies, signUpHeader, themeHeader } from "~/server/cookies.server";
import { requestPasswordReset } from "~/server/account.server";
import { settled } from "~/server/background.server";
import { getDb } from "~/server/db.server";
import { listOutbox } from "~/server/email.server";
import { DEMO_MODE_IN_PRODUCTION_CONSENT, resetEnvCache } from "~/server/env.server";
import { createSession } from "~/server/session.server";
import { toastHeader } from "~/server/toast.server";

describe("pages that need an account", () => {
  const screens = [
    ["/dashboard", dashboardRoute.loader],
    ["/question?attempt=3c8593a8-3d06-4736-b799-f0e086cd0225&q=1", questionRoute.loader],
    ["/notes?category=Thorax", notesRoute.loader],
    ["/profile", profileRoute.loader],
    ["/attempts", attemptsRoute.loader],
    ["/analysis?attempt=3c8593a8-3d06-4736-b799-f0e086cd0225", analysisRoute.loader],
  ] as const;
  for (const [path, loader] of screens) {
    it(`sends a signed-out visitor from ${path.split("?")[0]} to sign in and back`, async () => {
      const result = await run(loader, get(path));
      expect(result.status).toBe(302);
      expect(result.location).toBe(`/auth?${new URLSearchParams({ redirectTo: path })}`);
    });
  }

  it("sends a signed-out visitor from an unknown address under a member screen to sign in too", async () => {
    const result = await run(notFoundRoute.loader, get("/question/old-link"));
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/auth?${new URLSearchParams({ redirectTo: "/question/old-link" })}`);
  });

  it("answers 404 for an unknown page", async () => {
    const user = await makeUser();
    expect((await run(notFoundRoute.loader, get("/no-such-page"))).status).toBe(404);
    expect(
      (await run(notFoundRoute.loader, get("/no-such-page", { cookie: await signedInCookie(user.id) }))).status,
    ).toBe(404);
  });
});

describe("theme", () => {
  it("keeps the pick in a cookie and goes back to the page (no JavaScript)", async () => {
    const result = await run(themeRoute.action, post("/theme", { theme: "light", redirectTo: "/auth?tab=signup" }));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/auth?tab=signup");
    expect(result.headers.get("Set-Cookie")).toMatch(/^arrowed_theme=[^;]+;.*Max-Age=31536000/);
    const saved = result.headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await run(rootRoute.loader, get("/", { cookie: `a=1; ${saved}` }))).data).toMatchObject({
      themeChoice: "light",
    });
  });

  it("refuses a theme that does not exist", async () => {
    expect((await run(themeRoute.action, post("/theme", { theme: "purple" }))).status).toBe(400);
  });

  it("renders the saved pick, or follows the system until there is one", async () => {
    const picked = await run(rootRoute.loader, get("/", { cookie: (await themeHeader("dark")).split(";")[0]! }));
    expect(picked.data).toMatchObject({ themeChoice: "dark" });
    const unknown = await run(rootRoute.loader, get("/", { cookie: "arrowed_theme=purple" }));
    expect(unknown.data).toMatchObject({ themeChoice: "system" });
    const system = await run(rootRoute.loader, get("/"));
    expect(system.data).toMatchObject({ themeChoice: "system" });
  });
});

describe("cookie banner", () => {
  it("shows until consent is stored, and Accept stores it without JavaScript", async () => {
    const { action } = await import("~/routes/cookie-consent");
    expect((await run(rootRoute.loader, get("/"))).data.cookieConsent).toBe(false);
    const accepted = await run(action, post("/cookie-consent", { redirectTo: "/faq" }));
    expect(accepted.location).toBe("/faq");
    expect(accepted.headers.get("Set-Cookie")).toMatch(/^cookie_consent=[^;]+;.*Max-Age=31536000/);
    const stored = accepted.headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await run(rootRoute.loader, get("/", { cookie: stored }))).data.cookieConsent).toBe(true);
  });
});

describe("cookies", () => {
  const every = async () => [
    await createSession((await makeUser()).id, { userAgent: null, ip: "127.0.0.1" }),
    await toastHeader({ title: "Saved" }),
    await themeHeader("dark"),
    await consentHeader(),
    await signUpHeader("00000000-0000-4000-8000-000000000000"),
  ];
  const withAppUrl = async (env: Record<string, string>, check: () => Promise<void>) => {
    const before = { NODE_ENV: process.env.NODE_ENV, APP_URL: process.env.APP_URL };
    Object.assign(process.env, env);
    resetEnvCache();
    resetCookies();
    try {
      await check();
    } finally {
      Object.assign(process.env, before);
      resetEnvCache();
      resetCookies();
    }
  };

  it("are all Secure in production over https, and all SameSite=Lax on Path=/", async () => {
    await withAppUrl({ NODE_ENV: "production", APP_URL: "https://arrowed.example" }, async () => {
      for (const header of await every()) expect(header).toMatch(/; Secure/);
    });
  });

  it("are not Secure over plain http (a laptop, the tests)", async () => {
    for (const header of await every()) {
      expect(header).not.toMatch(/Secure/);
      expect(header).toMatch(/Path=\/; .*SameSite=Lax/);
    }
  });
});

describe("toasts", () => {
  it("shows a flashed toast once and clears it", async () => {
    const cookie = (await toastHeader({ title: "Signed out" })).split(";")[0]!;
    const result = await run(rootRoute.loader, get("/", { cookie }));
    expect(result.data.toast).toMatchObject({ title: "Signed out", type: "success" });
    expect(result.headers.get("Set-Cookie")).toMatch(/^arrowed_toast=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe("the email outbox page", () => {
  it("does not exist in production without demo mode", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { NODE_ENV: "production", DEMO_MODE: "false" });
    resetEnvCache();
    try {
      expect((await run(devOutboxRoute.loader, get("/dev/outbox"))).status).toBe(404);
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      process.env.DEMO_MODE = saved.DEMO_MODE;
      resetEnvCache();
    }
  });

  it("lists messages where emails go to the outbox", async () => {
    const result = await run(devOutboxRoute.loader, get("/dev/outbox"));
    expect(result.status).toBe(200);
    expect(result.data.messages).toEqual([]);
  });
});

describe("the email outbox page on a demo others can reach (production, demo mode)", () => {
  /** Runs `check` on a production server in demo mode, as DEMO_MODE and its consent allow it. */
  async function onPublicDemo(check: () => Promise<void>) {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: "production",
      DEMO_MODE: "true",
      DEMO_MODE_IN_PRODUCTION: DEMO_MODE_IN_PRODUCTION_CONSENT,
    });
    resetEnvCache();
    try {
      await check();
    } finally {
      for (const key of ["NODE_ENV", "DEMO_MODE", "DEMO_MODE_IN_PRODUCTION"]) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      resetEnvCache();
    }
  }

  async function twoTraineesAndAnAdmin() {
    const ada = await makeUser({ name: "Dr Ada Lovelace" });
    const grace = await makeUser({ name: "Dr Grace Hopper" });
    const admin = await makeUser({ name: "Arrowed Admin" });
    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    await requestPasswordReset(ada.email);
    await requestPasswordReset(grace.email);
    await settled();
    return { ada, grace, admin };
  }

  it("sends the signed out to sign in, from the list and from a message, and shows them nothing", async () => {
    await twoTraineesAndAnAdmin();
    const [message] = await listOutbox();
    await onPublicDemo(async () => {
      const list = await run(devOutboxRoute.loader, get("/dev/outbox"));
      expect(list.status).toBe(302);
      expect(list.location).toBe("/auth?redirectTo=%2Fdev%2Foutbox");
      const one = await run(devOutboxMessageRoute.loader, get(`/dev/outbox/${message!.id}`), {}, { id: message!.id });
      expect(one.status).toBe(302);
      expect(one.location).toMatch(/^\/auth\?redirectTo=/);
    });
  });

  it("shows an admin every email, and a trainee only the emails sent to them", async () => {
    const { ada, grace, admin } = await twoTraineesAndAnAdmin();
    const toGrace = (await listOutbox()).find((m) => m.to === grace.email)!;
    await onPublicDemo(async () => {
      const asAdmin = await run(devOutboxRoute.loader, get("/dev/outbox", { cookie: await signedInCookie(admin.id) }));
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.data.messages.map((m: { to: string }) => m.to).sort()).toEqual([ada.email, grace.email].sort());

      const adaCookie = await signedInCookie(ada.id);
      const asAda = await run(devOutboxRoute.loader, get("/dev/outbox", { cookie: adaCookie }));
      expect(asAda.status).toBe(200);
      expect(asAda.data.onlyOwn).toBe(true);
      expect(asAda.data.messages.map((m: { to: string }) => m.to)).toEqual([ada.email]);
      const gracesLink = await run(
        devOutboxMessageRoute.loader,
        get(`/dev/outbox/${toGrace.id}`, { cookie: adaCookie }),
        {},
        { id: toGrace.id },
      );
      expect(gracesLink.status).toBe(404);
      const asGrace = await run(
        devOutboxMessageRoute.loader,
        get(`/dev/outbox/${toGrace.id}`, { cookie: await signedInCookie(grace.id) }),
        {},
        { id: toGrace.id },
      );
      expect(asGrace.status).toBe(200);
    });
  });
});

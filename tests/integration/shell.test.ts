import { describe, expect, it } from "vitest";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as attemptsRoute from "~/routes/attempts";
import * as dashboardRoute from "~/routes/dashboard";
import * as devOutboxRoute from "~/routes/dev.outbox";
import * as notesRoute from "~/routes/notes";
import * as notFoundRoute from "~/routes/not-found";
import * as profileRoute from "~/routes/profile";
import * as questionRoute from "~/routes/question";
import * as rootRoute from "~/root";
import * as themeRoute from "~/routes/theme";
import { consentHeader, resetCookies, signUpHeader, themeHeader } from "~/server/cookies.server";
import { resetEnvCache } from "~/server/env.server";
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

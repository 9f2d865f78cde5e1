// The edge every request passes (server/app.ts, server/http.ts, server/handler.ts), driven over real
// HTTP: origin checks on every POST, body limits, malformed bodies, control characters, quiet
// refusals, and a fuzz of every action that must never answer 5xx.
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { makeBank, WHOLE_BANK_PRACTICE } from "../fixtures/bank";
import { plainRequest, startHttpServer, type HttpFixture } from "../fixtures/http-server";
import { makeUser, signedInCookie } from "../fixtures/users";
import routes from "~/routes";
import { startAttempt } from "~/server/attempts.server";
import { getDatabaseHandle, getDb, setDatabase } from "~/server/db.server";
import { imageStore } from "~/server/storage.server";

let http: HttpFixture;
// Vite starts a server and bundles React for it: on a busy machine, longer than a hook's usual minute.
beforeAll(async () => {
  http = await startHttpServer();
}, 180_000);
afterAll(async () => {
  await http?.close();
});

type Send = { method?: string; headers?: Record<string, string>; body?: BodyInit | null; cookie?: string };

async function send(pathAndQuery: string, { method = "POST", headers = {}, body, cookie }: Send = {}) {
  const response = await fetch(`${http.baseUrl}${pathAndQuery}`, {
    method,
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: method === "GET" || method === "HEAD" ? undefined : body,
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

/** As send, through a client that costs much less per request (the fuzzing sends thousands). */
function sendPlain(pathAndQuery: string, { method = "POST", headers = {}, body, cookie }: Send = {}) {
  return plainRequest(`${http.baseUrl}${pathAndQuery}`, {
    method,
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: method === "GET" || method === "HEAD" ? undefined : body,
  });
}

const form = (fields: Record<string, string> | Array<[string, string]>) => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** The fields as a fetcher's FormData sends them, with a stray binary file among them. */
function multipartOf(fields: Array<[string, string]>) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append("file", new Blob(["\u0000binary"]), "x.bin");
  return { body };
}

async function traineeCookie() {
  const user = await makeUser({ plan: "premium" });
  return { user, cookie: await signedInCookie(user.id) };
}

describe("the Origin check on every POST", () => {
  it("refuses a foreign, opaque or cross-site origin on resource routes and pages alike", async () => {
    const { cookie } = await traineeCookie();
    for (const target of ["/logout", "/theme", "/cookie-consent", "/billing/portal", "/contact", "/profile"]) {
      for (const headers of [
        { Origin: "https://evil.example" },
        { Origin: "null" },
        { "Sec-Fetch-Site": "cross-site" },
      ] as Array<Record<string, string>>) {
        const answer = await send(target, {
          cookie,
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: "theme=dark",
        });
        expect(answer.status, `${target} with ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // Still signed in: the foreign /logout did nothing.
    expect((await send("/dashboard", { method: "GET", cookie })).status).toBe(200);
  });

  it("lets our own pages post, and Stripe's signed webhook without an Origin", async () => {
    const { cookie } = await traineeCookie();
    const own = await send("/logout", {
      cookie,
      headers: {
        Origin: http.baseUrl,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("/");
    const webhook = await send("/stripe/webhook", {
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).not.toBe(403);
  });
});

describe("request bodies", () => {
  it("refuses a form over 64 KB with 413 and a message, before reading it all", async () => {
    const answer = await send("/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"a".repeat(200_000)}`,
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/too large to send \(more than 64 KB\)/);
    // A streamed body with no length is cut off at the limit too.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode("a".repeat(10_000)));
        controller.close();
      },
    });
    const streamed = await fetch(`${http.baseUrl}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("takes a larger upload only from an admin, on the console's upload paths", async () => {
    const upload = () => {
      const data = new FormData();
      data.set("intent", "check");
      data.set("package", new Blob([new Uint8Array(300_000)]), "bank.zip");
      return data;
    };
    const { cookie } = await traineeCookie();
    for (const target of ["/admin/bank", "/admin/questions/new"]) {
      expect((await send(target, { body: upload() })).status, `${target} signed out`).toBe(413);
      expect((await send(target, { cookie, body: upload() })).status, `${target} as a trainee`).toBe(413);
    }
    const admin = await makeUser({ plan: "premium" });
    await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, admin.id));
    const adminCookie = await signedInCookie(admin.id);
    for (const target of ["/admin/bank", "/admin/questions/new"]) {
      const answer = await send(target, { cookie: adminCookie, body: upload() });
      expect(answer.status, `${target} as an admin`).not.toBe(413);
      expect(answer.status, `${target} as an admin`).toBeLessThan(500);
    }
  });

  it("answers text/plain, JSON, missing and cut-off bodies with 4xx on every kind of route", async () => {
    const { cookie } = await traineeCookie();
    for (const target of ["/contact", "/theme", "/cookie-consent", "/logout", "/auth", "/notes"]) {
      const cases: Send[] = [
        { headers: { "Content-Type": "text/plain" }, body: "message=hello" },
        { headers: { "Content-Type": "application/json" }, body: '{"message":1}' },
        { body: null },
        {
          headers: { "Content-Type": "multipart/form-data; boundary=XX" },
          body: '--XX\r\nContent-Disposition: form-data; name="message"\r\n\r\nhel',
        },
        { headers: { "Content-Type": "multipart/form-data" }, body: "no boundary" },
      ];
      for (const request of cases) {
        const answer = await send(target, { cookie, ...request });
        expect(answer.status, `${target} ${JSON.stringify(request.headers)}`).toBeGreaterThanOrEqual(300);
        expect(answer.status, `${target} ${JSON.stringify(request.headers)}`).toBeLessThan(500);
      }
    }
  });
});

describe("control characters", () => {
  it("are stripped from every text field and query value before the app sees them", async () => {
    await makeBank();
    const { user, cookie } = await traineeCookie();
    const profile = await send("/profile", {
      cookie,
      ...form({
        intent: "profile",
        name: "Dr\u0000 Ada\u0007",
        specialty: "Radio\u0000logy",
        university: "",
        hospital: "",
      }),
    });
    expect(profile.status).toBe(302);
    const [row] = await getDb().select().from(s.profiles).where(eq(s.profiles.userId, user.id));
    expect(row).toMatchObject({ name: "Dr Ada", specialty: "Radiology" });

    expect((await send("/notes?q=%00", { method: "GET", cookie })).status).toBe(200);
    expect(
      (
        await send("/contact", {
          cookie,
          ...form({ subject: "Hello\u0000", message: "A NUL \u0000 here, and an escape \u001b[31m" }),
        })
      ).status,
    ).toBeLessThan(500);
    const [message] = await getDb().select().from(s.contactMessages);
    expect(message?.message).toBe("A NUL  here, and an escape [31m");
    expect(
      (
        await send("/auth", {
          ...form({
            intent: "signup",
            name: "\u0000",
            email: "nul\u0000@example.com",
            password: "a\u0000".repeat(8),
            confirmPassword: "a\u0000".repeat(8),
          }),
        })
      ).status,
    ).toBeLessThan(500);
  });
});

describe("compressed answers", () => {
  /** The raw bytes as sent, undecoded, with their headers. */
  const raw = (pathAndQuery: string, acceptEncoding: string, cookie = "") =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = httpGet(
        `${http.baseUrl}${pathAndQuery}`,
        { headers: { "Accept-Encoding": acceptEncoding, Accept: "text/html", Cookie: cookie } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on("error", reject);
    });

  it("sends pages and data brotli-compressed where the browser takes it, else gzip, with their exact length", async () => {
    await makeBank();
    const { user, cookie } = await traineeCookie();
    const attempt = (await startAttempt(user.id, "premium", WHOLE_BANK_PRACTICE))!;
    const expected = {
      "/faq": "Frequently asked questions",
      "/dashboard": "Welcome,",
      [`/question.data?attempt=${attempt}`]: "routes/question",
    };
    for (const [target, text] of Object.entries(expected)) {
      const br = await raw(target, "gzip, deflate, br, zstd", cookie);
      expect(br.headers["content-encoding"], target).toBe("br");
      expect(Number(br.headers["content-length"]), target).toBe(br.body.byteLength);
      expect(br.headers["vary"], target).toMatch(/Accept-Encoding/i);
      const decoded = brotliDecompressSync(br.body).toString("utf8");
      expect(decoded, target).toContain(text);
      expect(decoded.length, target).toBeGreaterThan(br.body.byteLength);

      const gzip = await raw(target, "gzip", cookie);
      expect(gzip.headers["content-encoding"], target).toBe("gzip");
      expect(gunzipSync(gzip.body).toString("utf8"), target).toContain(text);

      const plain = await raw(target, "identity", cookie);
      expect(plain.headers["content-encoding"], target).toBeUndefined();
      expect(Number(plain.headers["content-length"]), target).toBe(plain.body.byteLength);
      expect(plain.body.toString("utf8"), target).toContain(text);
    }
  });
});

describe("the log", () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    process.env.LOG_SILENT = "false";
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args.map(String).join(" ")));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_SILENT = "true";
  });

  it("writes a refusal as one line, with no stack and nothing the user sent", async () => {
    const secret = "my-private-text";
    await send("/theme", { ...form({ theme: secret }) });
    await send("/cookie-consent", {
      headers: { "Content-Type": "multipart/form-data; boundary=X" },
      body: `--X\r\n${secret}`,
    });
    await send("/contact", { headers: { "Content-Type": "text/plain" }, body: secret });
    const refusals = lines.filter((line) => !line.includes('"event":"request"'));
    expect(refusals.length).toBeGreaterThan(0);
    for (const line of refusals) {
      expect(line.trim().split("\n")).toHaveLength(1);
      expect(line).not.toMatch(/\bat .+:\d+:\d+/);
      expect(line).not.toContain(secret);
    }
  });
});

describe("what the log never holds", () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    process.env.LOG_SILENT = "false";
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args.map(String).join(" ")));
    vi.spyOn(console, "warn").mockImplementation((...args) => void lines.push(args.map(String).join(" ")));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_SILENT = "true";
  });

  it(
    "answers a malformed id or a redirect beyond Latin-1 with no 5xx, and logs nothing that was typed",
    { timeout: 120_000 },
    async () => {
      const typed = "typed-by-a-visitor";
      await makeBank();
      const { user, cookie } = await traineeCookie();
      for (const target of [
        `/dashboard/configure?pool=category&categoryId='${typed}`,
        `/dashboard/configure.data?pool=category&categoryId='${typed}`,
        `/dashboard/configure?pool=mock&mockId='${typed}`,
        `/dashboard/configure.data?pool=mock&mockId='${typed}`,
      ]) {
        const answer = await send(target, { method: "GET", cookie });
        expect(answer.status, target).toBe(404);
      }
      const signIn = await send("/auth", {
        ...form({
          intent: "signin",
          email: user.email,
          password: user.password,
          redirectTo: `/\u3002/${typed}.example`,
        }),
      });
      expect(signIn.status).toBe(302);
      expect(signIn.headers.get("location")).toBe(`/%E3%80%82/${typed}.example`);
      const dataSignIn = await send("/auth.data", {
        ...form({
          intent: "signin",
          email: user.email,
          password: user.password,
          redirectTo: `/notes?q=\u{1F600}${typed}`,
        }),
      });
      expect(dataSignIn.status).toBeLessThan(500);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toContain(typed);
    },
  );

  it(
    "logs a form whose Origin is APP_URL's but whose Host is another as a refusal: a warning, without a stack",
    { timeout: 120_000 },
    async () => {
      const { cookie } = await traineeCookie();
      for (const target of ["/contact", "/contact.data"]) {
        lines.length = 0;
        const { headers, body } = form({ subject: "Hello", message: "A question about the bank" });
        const answer = await send(target, { cookie, headers: { ...headers, Origin: "http://arrowed.test" }, body });
        expect(answer.status, target).toBe(400);
        const refusals = lines.filter((line) => !line.includes('"event":"request"'));
        expect(refusals, target).toHaveLength(1);
        expect(JSON.parse(refusals[0]!), target).toMatchObject({
          level: "warn",
          event: "request.refused",
          status: 400,
        });
        expect(refusals[0], target).not.toMatch(/\bat .+:\d+:\d+/);
      }
      const [message] = await getDb().select().from(s.contactMessages);
      expect(message).toBeUndefined();
    },
  );
});

// ── Fuzz ─────────────────────────────────────────────────────────────────────────────────────────

/** Where each route module with an action is posted to; a new action must be added here. */
function actionTargets(ids: { attempt: string; mock: string; question: string }): Record<string, string[]> {
  const attempt = `attempt=${ids.attempt}`;
  return {
    "routes/auth.tsx": ["/auth", "/auth.data"],
    "routes/verify-email.tsx": ["/verify-email"],
    "routes/reset-password.tsx": ["/reset-password", "/reset-password?token=nope"],
    "routes/theme.ts": ["/theme"],
    "routes/cookie-consent.ts": ["/cookie-consent"],
    "routes/dashboard.configure.tsx": ["/dashboard/configure", "/dashboard/configure.data?pool=mock"],
    "routes/question.tsx": [
      `/question?${attempt}`,
      `/question?attempt=${ids.mock}&back=/analysis`,
      `/question.data?${attempt}`,
      "/question?attempt=nope",
    ],
    "routes/question.pause.ts": [`/question/pause?${attempt}`, "/question/pause"],
    "routes/explain.tsx": [`/question/explain?${attempt}&questionId=${ids.question}`],
    "routes/analysis.tsx": [`/analysis?${attempt}`, `/analysis?attempt=${ids.mock}&review=1`],
    "routes/notes.tsx": ["/notes", `/notes?q=%00&questionId=${ids.question}`],
    "routes/profile.tsx": ["/profile"],
    "routes/contact.tsx": ["/contact"],
    "routes/feature-request.tsx": ["/feature-request"],
    "routes/admin.sittings.tsx": ["/admin/sittings"],
    "routes/admin.grants.tsx": ["/admin/grants"],
    "routes/admin.jobs.tsx": ["/admin/jobs"],
    "routes/unsubscribe.tsx": ["/unsubscribe", "/unsubscribe?token=nope.nope"],
    "routes/admin.questions.tsx": ["/admin/questions", "/admin/questions?series=SEG-000000"],
    "routes/admin.question.tsx": ["/admin/questions/new", "/admin/questions/TST-001", "/admin/questions/NO-SUCH"],
    "routes/admin.questions.try.ts": ["/admin/questions/try"],
    "routes/admin.mocks.tsx": ["/admin/mocks", "/admin/mocks/00000000-0000-4000-8000-000000000000"],
    "routes/admin.bank.tsx": ["/admin/bank"],
    "routes/admin.disputes.tsx": ["/admin/disputes", "/admin/disputes?status=all&source=marker"],
    "routes/checkout.tsx": ["/checkout", "/checkout/test", "/checkout/other"],
    "routes/billing.portal.ts": ["/billing/portal"],
    "routes/stripe.webhook.ts": ["/stripe/webhook"],
    // Last: it ends the session the others use.
    "routes/logout.ts": ["/logout"],
  };
}

type RouteEntry = { file: string; children?: RouteEntry[] };
const routeFiles = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);

const INTENTS = [
  "signin",
  "signup",
  "forgot",
  "resend",
  "code",
  "profile",
  "password",
  "reset",
  "answer",
  "move",
  "flag",
  "like",
  "override",
  "note",
  "dispute",
  "finish",
  "pause",
  "add",
  "edit",
  "update",
  "delete",
  "cancel",
  "pay",
  "star",
  "accept",
  "reject",
  "sitting",
  "bogus",
  "",
];
const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "name",
  "specialty",
  "university",
  "hospital",
  "redirectTo",
  "theme",
  "mode",
  "pool",
  "categoryId",
  "mockId",
  "questionCount",
  "isTimed",
  "showAnswers",
  "includeWrong",
  "includeAttempted",
  "questionId",
  "answer",
  "advance",
  "shownAt",
  "hiddenMs",
  "madeAt",
  "to",
  "flagged",
  "liked",
  "marks",
  "title",
  "content",
  "message",
  "subject",
  "description",
  "code",
  "token",
  "session",
  "offer",
  "plan",
  "months",
  "js",
  "id",
  "noteId",
  "label",
  "startTime",
  "endsOn",
  "from",
  "type",
  "confirm",
  "website",
  "starred",
  "ukVenues",
  "userId",
  "until",
  "q",
  "sittingId",
  "disputeId",
  "reply",
];

/** The odd values by kind; each route is sent every kind in every parameter, and every value. */
function oddKinds(ids: { question: string; attempt: string }): string[][] {
  return [
    ["", " "],
    ["a\u0000b", "\u0001\u0002\u001b[2J\u007f"],
    ["x".repeat(20_000)],
    ["-1", "1e309", "NaN", "9".repeat(40), "0", "2"],
    ["on", "true"],
    ["\uD83D", "𝕏 ️‍ ‮"],
    ["../../etc/passwd", "//evil.example", "javascript:alert(1)"],
    ["<script>alert(1)</script>", "' or 1=1 --"],
    ["00000000-0000-0000-0000-000000000000", ids.question, ids.attempt],
    ["2026-02-30", "25:99", "a@b"],
  ];
}

describe("fuzzing every action", () => {
  it("knows where every route with an action is posted", async () => {
    const files = [...new Set(routeFiles(routes as RouteEntry[]))];
    const withAction: string[] = [];
    for (const file of files) {
      const module = await import(/* @vite-ignore */ path.resolve("app", file));
      if (typeof module.action === "function") withAction.push(file);
    }
    const targets = actionTargets({ attempt: "a", mock: "m", question: "q" });
    expect(withAction.sort()).toEqual(Object.keys(targets).sort());
  });

  it(
    "answers missing fields, wrong types, huge and odd strings, wrong content types and cut-off bodies without a 5xx",
    { timeout: 600_000 },
    async () => {
      const bank = await makeBank();
      const admin = await makeUser({ plan: "premium" });
      await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, admin.id));
      const cookie = await signedInCookie(admin.id);
      const attempt = (await startAttempt(admin.id, "premium", {
        pool: "all",
        questionCount: 5,
        isTimed: true,
        showAnswers: true,
        includeWrong: false,
        includeAttempted: true,
      }))!;
      const mock = (await startAttempt(admin.id, "premium", {
        pool: "mock",
        mockId: bank.mocks[0]!.id,
        questionCount: 3,
        isTimed: true,
        showAnswers: false,
        includeWrong: false,
        includeAttempted: false,
      }))!;
      const ids = { attempt, mock, question: bank.questions[0]!.id };
      const kinds = oddKinds(ids);
      const queryKinds = inQuery(kinds);
      const values = kinds.flat();
      const kindOf = new Map(kinds.flatMap((kindValues, kind) => kindValues.map((value) => [value, kind] as const)));
      const failures: string[] = [];
      let sent = 0;

      const check = async (target: string, request: Send, what: string) => {
        sent += 1;
        // Uncompressed: compression is content-blind and has its own test ("compressed answers").
        const answer = await sendPlain(target, {
          ...request,
          headers: { "Accept-Encoding": "identity", ...request.headers },
        }).catch((error: Error) => ({ status: 0, text: error.message }));
        if (answer.status >= 500 || answer.status === 0 || answer.status === HEAD_TOO_LARGE)
          failures.push(`${answer.status} ${target.slice(0, 300)} ${what}: ${answer.text.slice(0, 200)}`);
      };

      for (const [file, targets] of Object.entries(actionTargets(ids))) {
        const intents = new Set<string>();
        const fieldKinds = new Set<string>();
        const query: Covered = { pairs: new Set(), values: new Set(), alone: new Set(QUERY_PARAMS) };
        for (const target of targets) {
          // Signed in (as an admin with Full Access, so every screen's rules are reached).
          await check(target, { cookie, ...form({}) }, `${file} empty form`);
          // Every intent with odd values in every field (every value in each field over the intents): as
          // the form posts it, and in turn as the data request a fetcher sends, with every query parameter
          // odd too (every kind of value in each over the turns). Every third as multipart (what a
          // fetcher's FormData sends) with a stray file beside the fields.
          for (const [i, intent] of INTENTS.entries()) {
            const fields: Array<[string, string]> = [["intent", intent]];
            FIELDS.forEach((name, j) => {
              const value = values[(i * 7 + j) % values.length]!;
              fields.push([name, value]);
              fieldKinds.add(`${name} ${kindOf.get(value)}`);
            });
            if (i % 2 === 1) fields.push(["intent", "bogus"]);
            intents.add(intent);
            const asData = i % 2 === 1 && !target.includes(".data");
            const multipart = i % 3 === 0;
            await check(
              asData ? withQuery(dataUrl(target), coveringQuery(queryKinds, (i >> 1) % kinds.length, query)) : target,
              { cookie, ...(multipart ? multipartOf(fields) : form(fields)) },
              `${file}${asData ? " data" : ""}${multipart ? " multipart" : ""} intent=${intent}`,
            );
          }
          // Wrong and broken bodies and other methods, signed in and out.
          const broken: Array<[string, Send]> = [
            ["text/plain", { headers: { "Content-Type": "text/plain" }, body: "intent=answer&answer=x" }],
            ["json", { headers: { "Content-Type": "application/json" }, body: '{"intent":"answer"}' }],
            ["xml", { headers: { "Content-Type": "application/xml" }, body: "<a/>" }],
            ["no type, no body", { body: null }],
            ["no type, a body", { headers: { "Content-Type": "" }, body: "intent=answer" }],
            [
              "cut-off multipart",
              {
                headers: { "Content-Type": "multipart/form-data; boundary=B" },
                body: '--B\r\nContent-Disposition: form-data; name="intent"\r\n\r\nans',
              },
            ],
            [
              "multipart without boundary",
              { headers: { "Content-Type": "multipart/form-data" }, body: "intent=answer" },
            ],
            [
              "bad charset",
              {
                headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-7" },
                body: "intent=+AGEAYQ-",
              },
            ],
            [
              "invalid percent escapes",
              {
                headers: { "Content-Type": "application/x-www-form-urlencoded" },
                body: "intent=%E0%A4%A&answer=%FF%FE%00",
              },
            ],
            [
              "gzip that is not",
              {
                headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Encoding": "gzip" },
                body: "intent=answer",
              },
            ],
            [
              "too large",
              {
                headers: { "Content-Type": "application/x-www-form-urlencoded" },
                body: `answer=${"z".repeat(70_000)}`,
              },
            ],
            ["PUT", { method: "PUT", body: "x" }],
            ["DELETE", { method: "DELETE", body: "x" }],
          ];
          for (const who of [cookie, undefined]) {
            for (const [what, request] of broken)
              await check(target, { cookie: who, ...request }, `${file} ${what}${who ? "" : " signed out"}`);
          }
        }
        const missing = {
          intents: INTENTS.filter((intent) => !intents.has(intent)),
          fields: FIELDS.flatMap((name) => kinds.map((_, kind) => `${name} ${kind}`)).filter(
            (pair) => !fieldKinds.has(pair),
          ),
          query: targets.some((target) => !target.includes(".data")) ? uncovered(queryKinds, query) : undefined,
        };
        expect(missing, file).toEqual({
          intents: [],
          fields: [],
          query: missing.query && { pairs: [], values: [], alone: [] },
        });
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    },
  );
});

/** Where each route module with a loader is read, the ids it names as found and as typed; a new loader must be added here. */
function loaderTargets(ids: {
  attempt: string;
  mock: string;
  question: string;
  mockId: string;
}): Record<string, string[]> {
  const unknown = "00000000-0000-4000-8000-000000000000";
  return {
    "routes/home.tsx": ["/"],
    "routes/auth.tsx": ["/auth"],
    "routes/verify-email.tsx": ["/verify-email"],
    "routes/reset-password.tsx": ["/reset-password"],
    "routes/logout.ts": ["/logout"],
    "routes/dashboard.tsx": ["/dashboard"],
    "routes/dashboard.practice.tsx": ["/dashboard/practice"],
    "routes/dashboard.mock.tsx": ["/dashboard/mock"],
    "routes/dashboard.configure.tsx": [
      "/dashboard/configure",
      "/dashboard/configure?pool=category",
      "/dashboard/configure?pool=mock",
      `/dashboard/configure?pool=mock&mockId=${ids.mockId}`,
    ],
    "routes/question.tsx": ["/question", `/question?attempt=${ids.attempt}`, `/question?attempt=${ids.mock}`],
    "routes/question.pause.ts": [`/question/pause?attempt=${ids.attempt}`],
    "routes/explain.tsx": [`/question/explain?attempt=${ids.attempt}`],
    "routes/explain.stream.ts": [`/question/explain/stream?attempt=${ids.attempt}`],
    "routes/analysis.tsx": ["/analysis", `/analysis?attempt=${ids.attempt}`, `/analysis?attempt=${ids.mock}`],
    "routes/attempts.tsx": ["/attempts"],
    "routes/notes.tsx": ["/notes"],
    "routes/profile.tsx": ["/profile"],
    "routes/profile.data.ts": ["/profile/data"],
    "routes/contact.tsx": ["/contact"],
    "routes/feature-request.tsx": ["/feature-request"],
    "routes/admin.sittings.tsx": ["/admin/sittings"],
    "routes/admin.jobs.tsx": ["/admin/jobs"],
    "routes/unsubscribe.tsx": ["/unsubscribe", "/unsubscribe?token=nope.nope"],
    "routes/media.ts": ["/media/questions/x.png", "/media/'"],
    "routes/dev.outbox.tsx": ["/dev/outbox"],
    "routes/dev.outbox.$id.ts": ["/dev/outbox/'", `/dev/outbox/${unknown}`],
    "routes/faq.tsx": ["/faq"],
    "routes/about-frcr.tsx": ["/about-frcr"],
    "routes/legal.tsx": ["/privacy-policy", "/terms", "/cookie-policy"],
    "routes/sitemap.ts": ["/sitemap.xml"],
    "routes/robots.ts": ["/robots.txt"],
    "routes/checkout.tsx": ["/checkout", "/checkout/test", "/checkout/'"],
    "routes/stripe.webhook.ts": ["/stripe/webhook"],
    "routes/billing.portal.ts": ["/billing/portal"],
    "routes/billing.receipt.$id.ts": ["/billing/receipt/'", `/billing/receipt/${unknown}`],
    "routes/admin.grants.tsx": ["/admin/grants"],
    "routes/admin.questions.tsx": ["/admin/questions"],
    "routes/admin.question.tsx": ["/admin/questions/new", "/admin/questions/TST-001", "/admin/questions/'%20or%201=1"],
    "routes/admin.questions.image.ts": ["/admin/questions/image"],
    "routes/admin.questions.try.ts": ["/admin/questions/try"],
    "routes/admin.mocks.tsx": [
      "/admin/mocks",
      `/admin/mocks/${ids.mockId}`,
      "/admin/mocks/'",
      `/admin/mocks/${unknown}`,
    ],
    "routes/admin.bank.tsx": ["/admin/bank"],
    "routes/admin.bank.export.ts": ["/admin/bank/export"],
    "routes/admin.disputes.tsx": ["/admin/disputes"],
    "routes/admin.audit.tsx": ["/admin/audit"],
    "routes/not-found.tsx": ["/no-such-page'", "/dashboard/no-such-page"],
  };
}

/** Every query parameter a loader or action reads, and the ones React Router reads itself. */
const QUERY_PARAMS = [
  "attempt",
  "q",
  "back",
  "review",
  "all",
  "pool",
  "categoryId",
  "mockId",
  "questionId",
  "noteId",
  "sittingId",
  "kind",
  "page",
  "upload",
  "code",
  "window",
  "category",
  "status",
  "access",
  "source",
  "type",
  "id",
  "tab",
  "redirectTo",
  "email",
  "verified",
  "session",
  "result",
  "mode",
  "subject",
  "message",
  "from",
  "expires",
  "signature",
  "edit",
  "view",
  "starred",
  "liked",
  "plan",
  "months",
  "reset",
  "delete",
  "confirm",
  "dispute",
  "done",
  "token",
  "sent",
  "index",
  "_routes",
];

/**
 * The status Node answers a request whose head (request line and headers) is over its 16 KB limit,
 * before the app sees it. A fuzzing request meant for the app that gets it tested nothing, so it fails.
 */
const HEAD_TOO_LARGE = 431;

/**
 * The kinds of value as a query carries them: the huge value shortened to 1,500 characters, still far
 * beyond any parameter the app takes, so that a query with every parameter at once (five of them huge)
 * fits in a request's head.
 */
const inQuery = (kinds: string[][]) =>
  kinds.map((values) => values.map((value) => (value.length > 1_500 ? value.slice(0, 1_500) : value)));

/** A page's data twin, as the browser's router asks for it. */
const dataUrl = (target: string) => {
  const [pathname, query] = target.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
};

const withQuery = (target: string, query: URLSearchParams) => `${target}${target.includes("?") ? "&" : "?"}${query}`;

/**
 * The query parameters the app's code asks for while `reading` runs: by name (URLSearchParams' get,
 * getAll and has), or all of them when app code walks a query (entries, keys, values, forEach, for…of). The server runs in this process, so it uses these same prototypes. A loader that sends a
 * parameter alone takes the same path as with none until it first asks for that parameter, so it
 * asks for it with none too: the parameters read with none are the ones worth sending alone.
 */
const paramReads = { recording: false, names: new Set<string>() };
const APP_CODE = /\/app\/(routes|server|domain|components)\//;

/** Puts the watch on URLSearchParams' prototype; returns what takes it off again. */
function watchParamReads() {
  const prototype = URLSearchParams.prototype as unknown as Record<PropertyKey, unknown>;
  const originals = new Map<PropertyKey, PropertyDescriptor>();
  const replace = (key: PropertyKey, descriptor: (original: PropertyDescriptor) => PropertyDescriptor) => {
    const original = Object.getOwnPropertyDescriptor(prototype, key)!;
    originals.set(key, original);
    Object.defineProperty(prototype, key, { ...original, ...descriptor(original) });
  };
  for (const method of ["get", "getAll", "has"])
    replace(method, ({ value: original }) => ({
      value(this: URLSearchParams, name: string, ...rest: unknown[]) {
        if (paramReads.recording) paramReads.names.add(String(name));
        return (original as (...args: unknown[]) => unknown).call(this, name, ...rest);
      },
    }));
  const walked = () => {
    if (paramReads.recording && APP_CODE.test(new Error().stack ?? ""))
      for (const name of QUERY_PARAMS) paramReads.names.add(name);
  };
  for (const method of ["entries", "keys", "values", "forEach", Symbol.iterator])
    replace(method, ({ value: original }) => ({
      value(this: URLSearchParams, ...rest: unknown[]) {
        walked();
        return (original as (...args: unknown[]) => unknown).apply(this, rest);
      },
    }));
  return () => {
    for (const [key, descriptor] of originals) Object.defineProperty(prototype, key, descriptor);
  };
}

/** The query parameters among QUERY_PARAMS that the app asked for while `send` ran. */
async function reading(send: () => Promise<unknown>): Promise<Set<string>> {
  paramReads.names.clear();
  paramReads.recording = true;
  try {
    await send();
  } finally {
    paramReads.recording = false;
  }
  return new Set(QUERY_PARAMS.filter((name) => paramReads.names.has(name)));
}

/** What one route was sent: each parameter with each kind of value, each value, each parameter alone. */
type Covered = { pairs: Set<string>; values: Set<string>; alone: Set<string> };

/**
 * Every query parameter at once, turn `turn` of `kinds.length`: parameter j gets a value of kind
 * (turn + j) mod kinds, the kind's values taken in rotation, so that the turns together send every
 * parameter every kind and every value at least once.
 */
const coveringQuery = (kinds: string[][], turn: number, covered: Covered) => {
  const query = new URLSearchParams();
  QUERY_PARAMS.forEach((name, j) => {
    const kind = (turn + j) % kinds.length;
    const values = kinds[kind]!;
    const value = values[(Math.floor(j / kinds.length) + turn) % values.length]!;
    query.append(name, value);
    covered.pairs.add(`${name} ${kind}`);
    covered.values.add(value);
  });
  return query;
};

/** What a route was not sent (all empty when covered). */
const uncovered = (kinds: string[][], covered: Covered) => ({
  pairs: QUERY_PARAMS.flatMap((name) => kinds.map((_, kind) => `${name} ${kind}`)).filter(
    (pair) => !covered.pairs.has(pair),
  ),
  values: kinds.flat().filter((value) => !covered.values.has(value)),
  alone: QUERY_PARAMS.filter((name) => !covered.alone.has(name)),
});

async function fuzzFixture() {
  const bank = await makeBank();
  const admin = await makeUser({ plan: "premium" });
  await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, admin.id));
  const cookie = await signedInCookie(admin.id);
  const attempt = (await startAttempt(admin.id, "premium", {
    pool: "all",
    questionCount: 5,
    isTimed: true,
    showAnswers: true,
    includeWrong: false,
    includeAttempted: true,
  }))!;
  const mock = (await startAttempt(admin.id, "premium", {
    pool: "mock",
    mockId: bank.mocks[0]!.id,
    questionCount: 3,
    isTimed: true,
    showAnswers: false,
    includeWrong: false,
    includeAttempted: false,
  }))!;
  // The images the bank names, so that its export has everything it needs.
  for (const { imageUrl } of await getDb().select({ imageUrl: s.questions.imageUrl }).from(s.questions))
    if (imageUrl) await imageStore().put(imageUrl, Buffer.from("RIFF0000WEBP"), "image/webp");
  return { cookie, ids: { attempt, mock, question: bank.questions[0]!.id, mockId: bank.mocks[0]!.id } };
}

describe("fuzzing every loader", () => {
  let unwatch: () => void;
  beforeAll(() => {
    unwatch = watchParamReads();
  });
  afterAll(() => unwatch?.());

  it("knows where every route with a loader is read", async () => {
    const files = [...new Set(routeFiles(routes as RouteEntry[]))];
    const withLoader: string[] = [];
    for (const file of files) {
      const module = await import(/* @vite-ignore */ path.resolve("app", file));
      if (typeof module.loader === "function") withLoader.push(file);
    }
    const targets = loaderTargets({ attempt: "a", mock: "m", question: "q", mockId: "i" });
    expect(withLoader.sort()).toEqual(Object.keys(targets).sort());
  });

  it(
    "answers odd, malformed and foreign values in every query parameter and route parameter, as a page and as data, without a 5xx",
    { timeout: 900_000 },
    async () => {
      const { cookie, ids } = await fuzzFixture();
      // A quote, a foreign host behind a full stop that is not ASCII, a broken escape, a dotted capital I.
      const kinds = inQuery(
        oddKinds(ids).map((values, kind) => [
          ...values,
          ...({ 5: ["%", "\u0130"], 6: ["/\u3002/evil.example"], 7: ["'"] }[kind] ?? []),
        ]),
      );
      const values = kinds.flat();
      const failures: string[] = [];
      let sent = 0;
      let aloneSent = 0;
      // "file name" for every parameter a route's loaders read.
      const readBy = new Set<string>();
      const check = async (target: string, who: string | undefined) => {
        sent += 1;
        const answer = await sendPlain(target, {
          method: "GET",
          cookie: who,
          headers: { "Accept-Encoding": "identity" },
        }).catch((error: Error) => ({ status: 0, text: error.message }));
        if (answer.status >= 500 || answer.status === 0 || answer.status === HEAD_TOO_LARGE)
          failures.push(`${answer.status} GET ${target.slice(0, 300)}${who ? "" : " signed out"}`);
      };

      for (const [file, targets] of Object.entries(loaderTargets(ids))) {
        const covered: Covered = { pairs: new Set(), values: new Set(), alone: new Set() };
        for (const [t, target] of targets.entries()) {
          // What the route's loaders read with no odd parameter, as a page and as data.
          const read = new Set([
            ...(await reading(() => check(target, cookie))),
            ...(await reading(() => check(dataUrl(target), cookie))),
          ]);
          for (const name of read) readBy.add(`${file} ${name}`);
          // Every parameter at once, every kind of value in each over the turns, as a page and as data in turn.
          for (const turn of kinds.keys())
            await check(
              withQuery(turn % 2 === t % 2 ? target : dataUrl(target), coveringQuery(kinds, turn, covered)),
              cookie,
            );
          // Each parameter the route's loaders read, alone, so one read early cannot hide another read
          // later: as data, which runs the same loaders as the page without rendering it (the turns above
          // render it with each value). A parameter the loaders never ask for, by name or by walking the
          // query, changes nothing when sent alone (see paramReads); one a request sent alone brings up
          // is sent alone too.
          const queue = [...read];
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            const j = QUERY_PARAMS.indexOf(next);
            covered.alone.add(next);
            aloneSent += 1;
            const found = await reading(() =>
              check(
                withQuery(dataUrl(target), new URLSearchParams({ [next]: values[(j + t) % values.length]! })),
                cookie,
              ),
            );
            for (const name of found) {
              if (read.has(name)) continue;
              read.add(name);
              queue.push(name);
            }
          }
          for (const turn of [t, t + 5])
            await check(withQuery(target, coveringQuery(kinds, turn % kinds.length, covered)), undefined);
        }
        // Not read is covered alone: it was sent, every kind of value, with every other parameter.
        for (const name of QUERY_PARAMS) if (!readBy.has(`${file} ${name}`)) covered.alone.add(name);
        expect(uncovered(kinds, covered), file).toEqual({ pairs: [], values: [], alone: [] });
      }
      // The reads are seen: the question screen asks for its attempt and question number.
      expect([...readBy]).toEqual(expect.arrayContaining(["routes/question.tsx attempt", "routes/question.tsx q"]));
      expect(aloneSent).toBeGreaterThan(100);
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    },
  );
});

describe("the database out of reach", () => {
  it("answers a 503 page that says to try again, and serves again once the database is back", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const handle = getDatabaseHandle();
    const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const unreachable = new Proxy(handle.db, {
      get: () => () => {
        throw refused();
      },
    });
    setDatabase({ ...handle, db: unreachable });
    try {
      const page = await send("/dashboard", { method: "GET", cookie });
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(page.text).toMatch(/Please try again in a few seconds/);
      const posted = await send("/contact", {
        cookie,
        ...form({ name: "Ada", email: "ada@example.com", message: "Hello there" }),
      });
      expect(posted.status).toBe(503);
      expect(posted.text).toMatch(/send the form again/);
    } finally {
      setDatabase(handle);
    }
    expect((await send("/dashboard", { method: "GET", cookie })).status).toBe(200);
  });
});

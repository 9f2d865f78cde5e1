// npm run bench:network: the question screen on a slow hospital network. Starts the built server on a
// fresh embedded database, signs in as the Full Access demo user and drives Chromium with DevTools'
// Slow 3G (400 kbit/s each way, 400 ms round trip) and the CPU slowed 4×; then a mock whose connection
// drops, answered offline, and the answers counted on its analysis page. Prints figures only.
//   npm run build && npm run bench:network
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const port = 3950 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-bench-network-"));
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
const THINK_MS = 6000;
const FEEDBACK_MS = 3000;

const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_SILENT: "true",
    DEMO_MODE: "true",
    DEMO_MODE_IN_PRODUCTION: "i-understand-anyone-can-read-every-email",
    APP_URL: base,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let browser;
const stop = async () => {
  await browser?.close().catch(() => {});
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    if (performance.now() - started > 180_000) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
}

const form = (cookie, body) => ({
  method: "POST",
  redirect: "manual",
  headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
  body: new URLSearchParams(body),
});

async function signIn() {
  const response = await fetch(
    `${base}/auth`,
    form("", { intent: "signin", email: "fullaccess@arrowed.example", password: "arrowed-demo-2026" }),
  );
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function startPractice(cookie) {
  const start = await fetch(
    `${base}/dashboard/configure?pool=all`,
    form(cookie, { mode: "new", pool: "all", questionCount: "10", showAnswers: "on" }),
  );
  return new URL(start.headers.get("location"), base).toString();
}

/** A fresh browser context (empty cache) on Slow 3G with a 4× slower CPU, counting the bytes of each kind. */
async function slowPage(cookie) {
  const context = await browser.newContext({ baseURL: base });
  // The moment the page has hydrated, on the page's own clock (builds before decision 096: React's mark on
  // the answer box).
  await context.addInitScript(() => {
    const check = () => {
      const box = document.getElementById("answer");
      if (window.arrowedHydrated === true || (box && Object.keys(box).some((key) => key.startsWith("__reactFiber"))))
        window.__hydratedAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.identifier === "question-image") window.__imageAt ??= entry.renderTime || entry.loadTime;
    }).observe({ type: "element", buffered: true });
  });
  await context.addCookies(
    cookie
      .split("; ")
      .map((pair) => ({ name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), url: base })),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const types = new Map();
  const bytes = { Script: 0 };
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    const type = types.get(event.requestId) ?? "Other";
    bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
  });
  return { context, page, bytes };
}

/** Next pressed on the feedback: milliseconds until the next question's image is on screen, decoded. */
function nextImageMs(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const before = document.querySelector("figure img")?.getAttribute("src");
        const started = performance.now();
        document.getElementById("next-question")?.click();
        const check = () => {
          const shown = document.querySelector("figure img");
          if (
            shown instanceof HTMLImageElement &&
            shown.getAttribute("src") !== before &&
            shown.complete &&
            shown.naturalWidth > 0
          )
            resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * The starter bank's stack (VAS-008, in every Vascular practice) on a fresh Slow 3G page: when its
 * arrowed slice is on screen, what the stack's images cost, and Next → next image pressed as soon as
 * the answer is marked, while the other slices are still arriving.
 */
async function stackQuestion(cookie) {
  const practice = await (await fetch(`${base}/dashboard/practice`, { headers: { Cookie: cookie } })).text();
  const link = practice.split("<a ").find((tag) => tag.includes("Start Vascular"));
  const categoryId = /categoryId=([0-9a-f-]{36})/.exec(link ?? "")?.[1];
  const start = await fetch(
    `${base}/dashboard/configure?pool=category&categoryId=${categoryId}`,
    form(cookie, {
      mode: "new",
      pool: "category",
      categoryId,
      questionCount: "10",
      showAnswers: "on",
      includeAttempted: "on",
    }),
  );
  const first = new URL(start.headers.get("location"), base);
  let url = null;
  for (let n = 1; n <= 10 && !url; n++) {
    first.searchParams.set("q", String(n));
    const html = await (await fetch(first, { headers: { Cookie: cookie } })).text();
    if (html.includes('aria-label="Slices"')) url = first.toString();
  }
  if (!url) throw new Error("No stack question in the Vascular practice");
  const { context, page } = await slowPage(cookie);
  const stackBytes = { small: 0, full: 0, count: 0 };
  page.on("response", async (response) => {
    if (!/\/questions\/VAS-008-/.test(response.url())) return;
    const size = (await response.body().catch(() => Buffer.alloc(0))).length;
    stackBytes.count++;
    stackBytes[/-sm\.webp/.test(response.url()) ? "small" : "full"] += size;
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(hydrated, undefined, { timeout: 120_000, polling: 200 });
  await page.waitForFunction(() => window.__imageAt !== undefined, undefined, { timeout: 120_000, polling: 200 });
  const image = await page.evaluate(() => window.__imageAt);
  await page.fill("#answer", "abdominal aorta");
  await page.press("#answer", "Enter");
  await page.waitForSelector("#answer[readonly]", { timeout: 60_000 });
  const next = await nextImageMs(page);
  await page.waitForLoadState("networkidle");
  console.log(`A stack question (VAS-008, 12 slices), same conditions, empty cache:`);
  console.log(`  arrowed slice on screen     ${(image / 1000).toFixed(2)} s`);
  console.log(`  Next → next image           ${Math.round(next)} ms (answered at once, the slices still arriving)`);
  console.log(
    `  stack images until Next     ${stackBytes.count} files, ${(stackBytes.small / 1024).toFixed(1)} KB small + ${(stackBytes.full / 1024).toFixed(1)} KB full`,
  );
  await context.close();
}

const OFFLINE_ANSWERS = 5;

/**
 * A mock whose connection drops: N answers given offline (each a different text), the connection back,
 * then the mock finished and its analysis page read: each answer must be there exactly once.
 */
async function offlineMock(cookie) {
  const mocks = await (await fetch(`${base}/dashboard/mock`, { headers: { Cookie: cookie } })).text();
  const mockId = /mockId=([0-9a-f-]{36})/.exec(mocks)?.[1];
  const start = await fetch(`${base}/dashboard/configure?pool=mock&mockId=${mockId}`, {
    ...form(cookie, { mode: "new", pool: "mock", mockId }),
  });
  const url = new URL(start.headers.get("location"), base);
  const attempt = url.searchParams.get("attempt");
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies(
    cookie
      .split("; ")
      .map((pair) => ({ name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), url: base })),
  );
  const page = await context.newPage();
  await page.goto(url.toString());
  await page.waitForFunction(hydrated, undefined, { timeout: 60_000, polling: 100 });
  await page.waitForLoadState("networkidle"); // the queue's chunk and the mock's images are on the device

  await context.setOffline(true);
  const typed = Array.from({ length: OFFLINE_ANSWERS }, (_, i) => `offline bench answer ${i + 1}q`);
  for (const [i, text] of typed.entries()) {
    await page.fill("#answer", text);
    await page.press("#answer", "Enter");
    await page.getByText(`Mock ${i + 2} of`, { exact: false }).waitFor({ timeout: 10_000 });
  }
  await page.getByText(`You are offline: ${OFFLINE_ANSWERS} answers waiting to be sent.`).waitFor();
  await context.setOffline(false);
  await page.getByText(/waiting to be sent|given offline/).waitFor({ state: "detached", timeout: 60_000 });
  await context.close();

  await fetch(`${base}/question?attempt=${attempt}&q=1`, form(cookie, { intent: "finish" }));
  const analysis = await (await fetch(`${base}/analysis?attempt=${attempt}`, { headers: { Cookie: cookie } })).text();
  const storedOnce = typed.filter((text) => analysis.split(`>${text}<`).length === 2).length;
  console.log(
    `Offline mock (no throttling): the connection cut, answers given, the connection back, the mock finished:`,
  );
  console.log(`  ${typed.length} answers made offline, ${storedOnce} stored once`);
}

const hydrated = () => {
  const box = document.getElementById("answer");
  return (
    window.arrowedHydrated === true || Boolean(box && Object.keys(box).some((key) => key.startsWith("__reactFiber")))
  );
};

try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const cookie = await signIn();

  // First visit to /question: an empty cache.
  const first = await slowPage(cookie);
  const questionUrl = await startPractice(cookie);
  await first.page.goto(questionUrl, { waitUntil: "commit" });
  await first.page.waitForFunction(hydrated, undefined, { timeout: 120_000, polling: 200 });
  await first.page.waitForLoadState("networkidle");
  // Measured by the page itself, from the start of the navigation: the answer box is in the first paint
  // (the server renders it), the image by its element timing, interactive when React has hydrated.
  const { answerBox, image, interactive } = await first.page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      answerBox: paint?.startTime ?? NaN,
      image: window.__imageAt ?? NaN,
      interactive: window.__hydratedAt ?? NaN,
    };
  });
  await first.page.waitForLoadState("networkidle");
  if (process.argv.includes("--detail")) {
    const entries = await first.page.evaluate(() =>
      [performance.getEntriesByType("navigation")[0], ...performance.getEntriesByType("resource")].map((e) => [
        e.name.replace(location.origin, "").slice(0, 60),
        Math.round(e.startTime),
        Math.round(e.responseEnd),
        e.transferSize,
      ]),
    );
    for (const [name, start, end, size] of entries)
      console.log(
        `  ${String(start).padStart(6)} → ${String(end).padStart(6)} ms ${String(size).padStart(7)} B  ${name}`,
      );
  }
  console.log(`Slow 3G (400 kbit/s, 400 ms RTT), CPU 4× slower, empty cache, first visit to /question:`);
  console.log(`  JavaScript transferred      ${(first.bytes.Script / 1024).toFixed(1)} KB (headers included)`);
  console.log(`  answer box on screen (FCP)  ${(answerBox / 1000).toFixed(2)} s`);
  console.log(`  question image on screen    ${(image / 1000).toFixed(2)} s`);
  console.log(`  interactive (hydrated)      ${(interactive / 1000).toFixed(2)} s`);

  // Next → next image after a normal think time: 6 s on the question, 3 s on the feedback.
  const samples = [];
  for (let round = 0; round < 3; round++) {
    await first.page.waitForTimeout(THINK_MS);
    await first.page.fill("#answer", "left vertebral artery");
    await first.page.press("#answer", "Enter");
    // The answer is marked and the key shows (the answer box turns read-only): then the feedback is read.
    await first.page.waitForSelector("#answer[readonly]", { timeout: 60_000 });
    await first.page.waitForTimeout(FEEDBACK_MS);
    samples.push(await nextImageMs(first.page));
    await first.page.waitForSelector("#answer:not([readonly])", { timeout: 60_000 });
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  Next → next image           ${samples.map((ms) => `${Math.round(ms)} ms`).join(", ")} (median ${Math.round(samples[1])} ms)`,
  );
  await first.context.close();

  await stackQuestion(cookie);
  await offlineMock(cookie);
} finally {
  await stop();
}

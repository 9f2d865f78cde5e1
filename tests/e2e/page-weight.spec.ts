// The question screen's JavaScript as the wire carries it (product-rules#page-weight): a first visit to
// /question with an empty cache, every script the page loads until the network is idle (the chunks
// fetched after hydration included), counted by Chromium in bytes received, headers included.
import { expect, test } from "./utils";

/** The most JavaScript a first visit to /question may transfer, headers included. */
const BUDGET_BYTES = 100 * 1024;

test(
  "a first visit to the question screen transfers at most 100 KB of JavaScript, headers included",
  { tag: "@js" },
  async ({ page, context, fullAccess }) => {
    void fullAccess;
    // The test is started by a form post, so that no page has filled the browser's cache before the visit.
    const started = await page.request.post("/dashboard/configure?pool=all", {
      form: { mode: "new", pool: "all", questionCount: "10", showAnswers: "on" },
      maxRedirects: 0,
    });
    expect(started.status()).toBe(302);
    const questionUrl = started.headers()["location"]!;
    expect(questionUrl).toMatch(/^\/question\?attempt=/);

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
    const scripts = new Map<string, string>();
    const received = new Map<string, number>();
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.set(event.requestId, new URL(event.response.url).pathname);
    });
    cdp.on("Network.loadingFinished", (event) => received.set(event.requestId, event.encodedDataLength));

    await page.goto(questionUrl);
    await page.waitForLoadState("networkidle");
    const files = [...scripts].map(([id, path]) => ({ path, bytes: received.get(id) ?? 0 }));
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    const listing = files
      .sort((a, b) => b.bytes - a.bytes)
      .map((file) => `${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.path}`)
      .join("\n");
    test.info().annotations.push({ type: "JavaScript on the wire", description: `${(total / 1024).toFixed(1)} KB` });
    expect(files.length, "scripts loaded").toBeGreaterThan(0);
    expect(files.every((file) => file.bytes > 0)).toBe(true);
    expect(
      total,
      `JavaScript transferred, ${(total / 1024).toFixed(1)} KB in ${files.length} files:\n${listing}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  },
);

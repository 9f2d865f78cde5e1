// bench:load's arrivals (--arrivals): trainees who come in as real ones do. A new trainee opens the
// sign-up form, sends it (as the browser does with JavaScript on or off), reads the verification email
// the server wrote to its outbox, opens the link in the same browser (which signs it in), and is given
// Full Access; a returning trainee opens the sign-in form and sends it, the server checking the password
// against its Argon2id hash. Each browser keeps the cookies the server sets, and comes from its own
// address (X-Forwarded-For, the server trusting the proxy), so that the per-address limits see what they
// would see in production rather than one address for everyone.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sleep } from "./bench-servers.mjs";

export const ARRIVAL_KINDS = ["signup", "signin", "mixed"];
export const PASSWORD = "bench-arrival-2026";
// Letters only: a name holds no digits.
const NAME = "Dr Bench Arrival";

const between = (low, high) => low + Math.random() * (high - low);

/** A private address of its own for each browser, as the proxy in front of the servers would pass it on. */
export function forwardedAddress(index) {
  return `10.${Math.floor(index / 62_500) % 250}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}

/** The Cookie header a browser would send: every cookie the server set and did not clear. */
export function cookieHeader(jar) {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Set-Cookie headers applied to a browser's jar: a cookie cleared (empty, Max-Age=0 or expired) goes. */
export function keepCookies(jar, setCookies) {
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const cleared =
      value === "" ||
      attributes.some((a) => /^\s*max-age=\s*(0|-)/i.test(a)) ||
      attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) <= Date.now());
    if (cleared) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * Watches the server's outbox ($DATA_DIR/outbox, one JSON file per email) for verification emails, as
 * each trainee's inbox: one reader for all of them, so a thousand trainees do not each list the folder.
 */
export function outboxWatcher(dataDir) {
  const dir = path.join(dataDir, "outbox");
  const seen = new Set();
  const arrived = new Map(); // address → { text, at }
  const waiting = new Map(); // address → resolve
  let stopped = false;
  const scan = async () => {
    let names = [];
    try {
      names = await readdir(dir);
    } catch {
      return; // no email written yet
    }
    for (const name of names) {
      if (seen.has(name) || !name.endsWith(".json") || !name.includes("-verification-")) continue;
      try {
        const email = JSON.parse(await readFile(path.join(dir, name), "utf8"));
        seen.add(name);
        const to = email.to.toLowerCase();
        const found = { text: email.text, at: Date.now() };
        arrived.set(to, found);
        waiting.get(to)?.(found);
      } catch {} // half-written: read it on the next scan
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await scan();
      await sleep(200);
    }
  })();
  return {
    /** The verification email to `address`: its text and when it was found; null after `timeoutMs`. */
    waitFor(address, timeoutMs) {
      const to = address.toLowerCase();
      if (arrived.has(to)) return Promise.resolve(arrived.get(to));
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(to);
          resolve(null);
        }, timeoutMs);
        waiting.set(to, (found) => {
          clearTimeout(timer);
          waiting.delete(to);
          resolve(found);
        });
      });
    },
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

/** The verification link in an email's text: its path and query, to be opened on whichever server is live. */
export function verificationPath(text) {
  const match = /https?:\/\/[^\s\])>"']+(\/verify-email\?[^\s\])>"']+)/.exec(text ?? "");
  return match ? match[1] : null;
}

/**
 * A new trainee, from the sign-up form to a verified, signed-in browser with Full Access. `client`:
 * send(kind, trainee, method, path, form, expected), redirectOf(result), fail(kind, what, body) (counts
 * an unexpected answer and returns the error to throw), grantFullAccess(email) → user id, watcher,
 * emailDelays (seconds from the acknowledged sign-up to the email in the outbox).
 */
export async function signUpThroughForms(t, client) {
  const { send, redirectOf, fail } = client;
  await send("GET /auth", t, "GET", "/auth?tab=signup", null, [200]);
  await sleep(between(3000, 8000)); // typing
  // The fields in the form's order, as the browser sends them (empty optional fields included).
  const form = {
    intent: "signup",
    redirectTo: "/dashboard",
    name: NAME,
    specialty: "",
    email: t.email,
    university: "",
    hospital: "",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    nudges: "none",
  };
  const kind = t.script ? "POST sign-up (data)" : "POST sign-up";
  const signedUp = t.script
    ? await send(kind, t, "POST", "/auth.data", form, [202])
    : await send(kind, t, "POST", "/auth", form, [302]);
  const to = t.script ? await redirectOf(signedUp) : signedUp.location;
  if (!to?.startsWith("/verify-email?")) throw fail(kind, `went to ${to}`, signedUp.body);
  const acknowledgedAt = Date.now();
  await send(
    t.script ? "GET /verify-email (data)" : "GET /verify-email",
    t,
    "GET",
    t.script ? to.replace("/verify-email?", "/verify-email.data?") : to,
    null,
    [200],
  );
  const email = await client.watcher.waitFor(t.email, 120_000);
  if (!email) throw fail("verification email", "not in the outbox after 120 s", "");
  client.emailDelays.push((email.at - acknowledgedAt) / 1000);
  await sleep(Math.max(0, email.at + between(2000, 8000) - Date.now())); // opening the inbox
  const link = verificationPath(email.text);
  if (!link) throw fail("verification email", "no link", email.text);
  // Opening the link is a new page, with JavaScript or without; in the browser that signed up it signs in.
  const verified = await send("GET verify link", t, "GET", link, null, [302]);
  if (verified.location !== "/dashboard" || !t.jar.has("arrowed_session"))
    throw fail("GET verify link", `went to ${verified.location}, signed in: ${t.jar.has("arrowed_session")}`, "");
  t.userId = await client.grantFullAccess(t.email);
  await send("GET /dashboard", t, "GET", "/dashboard", null, [200]);
}

/** A returning trainee: the sign-in form, its POST (the password checked against its hash), the dashboard. */
export async function signInThroughForm(t, client) {
  const { send, redirectOf, fail } = client;
  await send("GET /auth", t, "GET", "/auth", null, [200]);
  await sleep(between(3000, 8000)); // typing
  const form = { redirectTo: "/dashboard", email: t.email, password: PASSWORD, intent: "signin" };
  const kind = t.script ? "POST sign-in (data)" : "POST sign-in";
  const signedIn = t.script
    ? await send(kind, t, "POST", "/auth.data", form, [202])
    : await send(kind, t, "POST", "/auth", form, [302]);
  const to = t.script ? await redirectOf(signedIn) : signedIn.location;
  if (to !== "/dashboard" || !t.jar.has("arrowed_session"))
    throw fail(kind, `went to ${to}, signed in: ${t.jar.has("arrowed_session")}`, signedIn.body);
  if (t.script) await send("GET /dashboard.data", t, "GET", "/dashboard.data", null, [200]);
  else await send("GET /dashboard", t, "GET", "/dashboard", null, [200]);
}

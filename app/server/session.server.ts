// Sessions live in the database; the cookie carries only a random id (docs/decisions/003-sessions.md).
import { randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { profiles, sessions, users } from "../../db/schema";
import { getDb, oncePerRequest, preparedQuery } from "./db.server";
import { clearCookieHeader, cookies, SESSION_DAYS } from "./cookies.server";

export { SESSION_DAYS };

const cookie = () => cookies().session;

export type SessionUser = {
  id: string;
  email: string;
  role: "trainee" | "admin";
  emailVerifiedAt: Date | null;
  name: string;
  sessionId: string;
};

/**
 * Signed cookie values already checked, and the session id each carries: checking the signature is an
 * HMAC on every request otherwise. Bounded; a value is only ever stored after its signature was checked.
 */
const verified = new Map<string, string>();
const VERIFIED_LIMIT = 10_000;
/** The cookie (and so the secrets) the kept values were checked with; a new one forgets them. */
let verifiedWith: ReturnType<typeof cookie> | undefined;

async function readSessionId(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  const signed = header ? /(?:^|;\s*)arrowed_session=([^;]*)/.exec(header)?.[1] : undefined;
  if (!signed) return null;
  if (verifiedWith !== cookie()) {
    verified.clear();
    verifiedWith = cookie();
  }
  const known = verified.get(signed);
  if (known) return known;
  const value = await cookie().parse(header);
  if (typeof value !== "string" || value.length === 0) return null;
  if (verified.size >= VERIFIED_LIMIT) verified.clear();
  verified.set(signed, value);
  return value;
}

/**
 * The signed-in user, or null. A session whose user is not verified does not count.
 *
 * A page's loaders (the root's and the screen's) each ask who is signed in: one lookup per request,
 * shared through the request's scope (oncePerRequest). Only for reads: an action may sign in, out or
 * rename, and the loaders after it must see that.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSession(request);
  return oncePerRequest(request, "session-user", () => lookUpSession(request));
}

/** The lookup every signed-in request makes. */
const sessionQuery = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      name: profiles.name,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("session_user"),
);

async function lookUpSession(request: Request): Promise<SessionUser | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const rows = await sessionQuery().execute({ sessionId });
  const row = rows[0];
  if (!row || !row.emailVerifiedAt) return null;
  return { ...row, name: row.name?.trim() || "Student" };
}

/** Starts a new session (always a new id) and returns the Set-Cookie header for it. */
export async function createSession(
  userId: string,
  meta: { userAgent?: string | null; ip?: string | null } = {},
): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await getDb()
    .insert(sessions)
    .values({
      id,
      userId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    });
  return cookie().serialize(id);
}

/** Ends this request's session and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await getDb().delete(sessions).where(eq(sessions.id, sessionId));
  return clearCookieHeader("session");
}

/** Signs the user out everywhere, except the session given (the one changing the password). */
export async function revokeSessions(userId: string, exceptSessionId?: string) {
  await getDb()
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

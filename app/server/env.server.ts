// Every setting the server reads, validated once at boot (README "Settings", .env.example).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "must be true or false",
  })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * What DEMO_MODE_IN_PRODUCTION must say before a production server runs demo mode: the demo accounts'
 * password is published, the demo admin among them, and the admin reads every email in /dev/outbox.
 */
export const DEMO_MODE_IN_PRODUCTION_CONSENT = "i-understand-anyone-can-read-every-email";

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ error: "must be a URL such as https://arrowed.example" }).optional(),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default("./data"),
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    DEMO_MODE: z.preprocess(emptyAsUndefined, booleanString.optional()),
    DEMO_MODE_IN_PRODUCTION: z.preprocess(
      emptyAsUndefined,
      z
        .literal(DEMO_MODE_IN_PRODUCTION_CONSENT, { error: `must be ${DEMO_MODE_IN_PRODUCTION_CONSENT} or unset` })
        .optional(),
    ),
    // Set by `node server.js --local` (what `npm start` runs): a production build on someone's own machine.
    ARROWED_LOCAL: z.preprocess(emptyAsUndefined, booleanString.optional()),
    SEED_ON_START: z.preprocess(emptyAsUndefined, booleanString.default(true)),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanString.default(false)),
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
    RESEND_API_KEY: z.preprocess(emptyAsUndefined, z.string().startsWith("re_", "must start with re_").optional()),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
    S3_REGION: z.string().min(1).default("auto"),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z.url({ error: "must be a URL such as https://fly.storage.tigris.dev" }).optional(),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanString.default(false)),
    AI_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
    ),
    AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
    AI_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(20),
    EMAIL_FROM: z.string().min(3).default("Arrowed <hello@arrowed.example>"),
    SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("team@arrowed.example"),
    // Who runs Arrowed, as the Privacy Policy and Terms name them (UK GDPR's controller; the trader a buyer deals with).
    OPERATOR_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(2).max(120).optional()),
    OPERATOR_ADDRESS: z.preprocess(
      emptyAsUndefined,
      z.string().trim().min(5, "must be a postal address").max(300).optional(),
    ),
    // Payments (docs/decisions/010-payments.md). Without STRIPE_SECRET_KEY checkout is the local test page.
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith("whsec_", "must start with whsec_").optional(),
    ),
    STRIPE_PRICE_LAST_MINUTE: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith("price_", "must be a Stripe price id (price_…)").optional(),
    ),
    STRIPE_PRICE_FULL_3: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith("price_", "must be a Stripe price id (price_…)").optional(),
    ),
    STRIPE_PRICE_FULL_6: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith("price_", "must be a Stripe price id (price_…)").optional(),
    ),
    STRIPE_PRICE_FULL_9: z.preprocess(
      emptyAsUndefined,
      z.string().startsWith("price_", "must be a Stripe price id (price_…)").optional(),
    ),
    // Tests and stripe-mock: where the Stripe SDK sends its requests instead of api.stripe.com.
    STRIPE_API_BASE: z.preprocess(
      emptyAsUndefined,
      z.url({ error: "must be a URL such as http://127.0.0.1:12111" }).optional(),
    ),
  })
  .transform((env) => {
    // Demo accounts exist only where nobody could mistake them for real ones (README "Demo accounts"):
    // in production only when DEMO_MODE=true says so, whatever the database; on a laptop's `npm start`
    // (ARROWED_LOCAL, set by `server.js --local`) as in development.
    const demoMode =
      env.DEMO_MODE ??
      ((env.NODE_ENV !== "production" || env.ARROWED_LOCAL === true) && env.DATABASE_URL === undefined);
    return {
      ...env,
      isProduction: env.NODE_ENV === "production",
      demoMode,
      // A server others can reach runs the demo: the outbox is shown to the signed in only (product-rules#emails).
      publicDemo: demoMode && env.NODE_ENV === "production" && env.ARROWED_LOCAL !== true,
      appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
      dataDir: path.resolve(env.DATA_DIR),
    };
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses settings, or throws one message naming every bad value. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid settings (see .env.example):\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.publicDemo && env.DEMO_MODE_IN_PRODUCTION !== DEMO_MODE_IN_PRODUCTION_CONSENT) {
    throw new EnvError(
      "Invalid settings (see .env.example):\n  DEMO_MODE: true in production also needs " +
        `DEMO_MODE_IN_PRODUCTION=${DEMO_MODE_IN_PRODUCTION_CONSENT}: the demo accounts' password is public, ` +
        "and the demo admin reads every email in /dev/outbox",
    );
  }
  if (env.isProduction && !env.SESSION_SECRET && !env.demoMode) {
    throw new EnvError(
      "Invalid settings (see .env.example):\n  SESSION_SECRET: required in production (at least 32 random characters)",
    );
  }
  if (env.isProduction && env.STRIPE_SECRET_KEY) {
    const missing = STRIPE_LIVE_SETTINGS.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid settings (see .env.example):\n${missing.map((name) => `  ${name}: required in production when STRIPE_SECRET_KEY is set`).join("\n")}`,
      );
    }
  }
  return env;
}

/** Live payments need every one of these beside STRIPE_SECRET_KEY: a trader selling online must say who and where they are. */
const STRIPE_LIVE_SETTINGS = [
  "OPERATOR_NAME",
  "OPERATOR_ADDRESS",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_LAST_MINUTE",
  "STRIPE_PRICE_FULL_3",
  "STRIPE_PRICE_FULL_6",
  "STRIPE_PRICE_FULL_9",
] as const;

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests and the CLI scripts set their own settings before anything reads them. */
export function resetEnvCache() {
  cached = undefined;
}

/**
 * The secret that signs cookies. Without SESSION_SECRET (a laptop, a demo) one is made once and kept
 * in DATA_DIR, so restarting the server does not sign everybody out.
 */
export function getSessionSecret(env: Env = getEnv()): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(env.dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

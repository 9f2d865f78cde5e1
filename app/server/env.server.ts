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

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: z.preprocess(emptyAsUndefined, z.url({ error: "must be a URL such as https://arrowed.example" }).optional()),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default("./data"),
    SESSION_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    DEMO_MODE: z.preprocess(emptyAsUndefined, booleanString.optional()),
    SEED_ON_START: z.preprocess(emptyAsUndefined, booleanString.default(true)),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanString.default(false)),
    RESEND_API_KEY: z.preprocess(emptyAsUndefined, z.string().startsWith("re_", "must start with re_").optional()),
    EMAIL_FROM: z.string().min(3).default("Arrowed <hello@arrowed.example>"),
    SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("team@arrowed.example"),
  })
  .transform((env) => ({
    ...env,
    isProduction: env.NODE_ENV === "production",
    // Demo accounts exist only where nobody could mistake them for real ones (README "Demo accounts").
    demoMode: env.DEMO_MODE ?? env.DATABASE_URL === undefined,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
  }));

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
  if (env.isProduction && !env.SESSION_SECRET && !env.demoMode) {
    throw new EnvError(
      "Invalid settings (see .env.example):\n  SESSION_SECRET: required in production (at least 32 random characters)",
    );
  }
  return env;
}

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

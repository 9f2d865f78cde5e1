import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("settings", () => {
  it("has working defaults for a laptop: embedded database, demo mode, port 3000", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.demoMode).toBe(true);
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.dataDir).toMatch(/data$/);
  });

  it("turns demo mode off with a real database unless asked", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db" }).demoMode).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db", DEMO_MODE: "true" }).demoMode).toBe(true);
  });

  it("keeps demo mode off in production unless DEMO_MODE=true and its consent say so, also on the embedded database", () => {
    const secret = "x".repeat(32);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret }).demoMode).toBe(false);
    const demo = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: secret,
      DEMO_MODE: "true",
      DEMO_MODE_IN_PRODUCTION: "i-understand-anyone-can-read-every-email",
    });
    expect(demo).toMatchObject({ demoMode: true, publicDemo: true });
  });

  it("refuses to start a production server in demo mode without the second setting that names the risk", () => {
    const secret = "x".repeat(32);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, DEMO_MODE: "true" })).toThrowError(
      /DEMO_MODE: true in production also needs DEMO_MODE_IN_PRODUCTION=i-understand-anyone-can-read-every-email/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, DEMO_MODE: "true", DEMO_MODE_IN_PRODUCTION: "yes" }),
    ).toThrowError(/DEMO_MODE_IN_PRODUCTION: must be i-understand-anyone-can-read-every-email or unset/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", DEMO_MODE: "true", DATABASE_URL: "postgres://u@h/db" }),
    ).toThrowError(/DEMO_MODE_IN_PRODUCTION/);
  });

  it("runs `npm start`'s production build on a laptop with demo mode and no secret to set, on the embedded database only", () => {
    const local = parseEnv({ NODE_ENV: "production", ARROWED_LOCAL: "true" });
    expect(local.isProduction).toBe(true);
    expect(local).toMatchObject({ demoMode: true, publicDemo: false });
    expect(parseEnv({ NODE_ENV: "production", ARROWED_LOCAL: "true", DEMO_MODE: "true" }).publicDemo).toBe(false);
    expect(
      parseEnv({
        NODE_ENV: "production",
        ARROWED_LOCAL: "true",
        DATABASE_URL: "postgres://u@h/db",
        SESSION_SECRET: "x".repeat(32),
      }).demoMode,
    ).toBe(false);
    expect(() =>
      parseEnv({ NODE_ENV: "production", ARROWED_LOCAL: "true", DATABASE_URL: "postgres://u@h/db" }),
    ).toThrowError(/SESSION_SECRET: required in production/);
  });

  it("names every bad value in one clear message", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", DEMO_MODE: "maybe" })).toThrowError(
      /Invalid settings[\s\S]*PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL[\s\S]*DEMO_MODE: must be true or false/,
    );
  });

  it("requires a session secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" })).toThrowError(
      /SESSION_SECRET: required in production/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db", SESSION_SECRET: "short" }),
    ).toThrowError(/at least 32 characters/);
    const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db", SESSION_SECRET: "x".repeat(32) });
    expect(env.isProduction).toBe(true);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", RESEND_API_KEY: "" }).DATABASE_URL).toBeUndefined();
  });
});

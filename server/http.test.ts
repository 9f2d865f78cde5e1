import { beforeAll, describe, expect, it } from "vitest";
import { describeError } from "../app/server/log.server";
import { contentSecurityPolicy, freshNonce, requestShape, uploadLimit } from "./http";

describe("content security policy", () => {
  it("allows only this response's nonce for scripts in production, and no framing", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com");
  });

  it("gives every response a nonce of its own, 16 random bytes, across many refills of the pool", () => {
    const nonces = Array.from({ length: 2000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64").byteLength).toBe(16);
  });
});

describe("upload allowances", () => {
  it("give a bank package its 512 MB and an image its 64 MB, posted as a page or as data with JavaScript", () => {
    for (const path of ["/admin/bank", "/admin/bank.data"]) expect(uploadLimit(path)).toBe(512 * 1024 * 1024);
    for (const path of ["/admin/questions/THX-001", "/admin/questions/THX-001.data"])
      expect(uploadLimit(path)).toBe(64 * 1024 * 1024);
    for (const path of ["/admin/bank/export", "/admin/banks.data", "/profile.data"])
      expect(uploadLimit(path)).toBeNull();
  });
});

describe("request shape", () => {
  beforeAll(() => {
    process.env.LOG_SILENT = "true";
  });
  const call = (method: string, path: string, type?: string) => {
    let status = 0;
    let passed = false;
    const res = {
      statusCode: 200,
      set() {
        return res;
      },
      status(code: number) {
        status = code;
        return res;
      },
      type() {
        return res;
      },
      send() {
        return res;
      },
      end() {
        return res;
      },
    };
    const req = { method, path, get: (name: string) => (name.toLowerCase() === "content-type" ? type : undefined) };
    requestShape()(req as never, res as never, () => {
      passed = true;
    });
    return passed ? "next" : status;
  };

  it("lets pages and form posts through", () => {
    expect(call("GET", "/auth")).toBe("next");
    expect(call("POST", "/auth", "application/x-www-form-urlencoded")).toBe("next");
    expect(call("POST", "/question", "multipart/form-data; boundary=x")).toBe("next");
    expect(call("POST", "/stripe/webhook", "application/json")).toBe("next");
  });

  it("answers other methods and bodies with 4xx, never an error", () => {
    expect(call("PUT", "/auth")).toBe(405);
    expect(call("DELETE", "/dashboard")).toBe(405);
    expect(call("OPTIONS", "/")).toBe(204);
    expect(call("POST", "/auth", "application/json")).toBe(415);
    expect(call("POST", "/auth", "text/plain")).toBe(415);
  });
});

describe("errors in the log", () => {
  it("keep a failed query's SQL and the database's reason, never its parameters", () => {
    const failed = Object.assign(
      new Error('Failed query: insert into "notes" ("content") values ($1)\nparams: my private note'),
      {
        name: "DrizzleQueryError",
        query: 'insert into "notes" ("content") values ($1)',
        params: ["my private note"],
        cause: new Error('invalid byte sequence for encoding "UTF8": 0x00'),
      },
    );
    const logged = JSON.stringify(describeError(failed));
    expect(logged).not.toContain("my private note");
    expect(logged).toContain('insert into \\"notes\\"');
    expect(logged).toContain("invalid byte sequence");
  });

  it("keep the database's reason but not the value it quotes, which the user typed", () => {
    const failed = Object.assign(new Error('Failed query: select "name" from "categories" where "id" = $1'), {
      name: "DrizzleQueryError",
      query: 'select "name" from "categories" where "id" = $1',
      params: ["'typed-by-a-visitor"],
      cause: Object.assign(new Error('invalid input syntax for type uuid: "\'typed-by-a-visitor"'), {
        name: "PostgresError",
        code: "22P02",
      }),
    });
    const logged = describeError(failed);
    expect(JSON.stringify(logged)).not.toContain("typed-by-a-visitor");
    expect(logged).toMatchObject({ cause: 'PostgresError: invalid input syntax for type uuid: "…"', code: "22P02" });
    const parsing = describeError(new SyntaxError("Unexpected token 't', \"typed-by-a-visitor\" is not valid JSON"));
    expect(JSON.stringify(parsing)).not.toContain("typed-by-a-visitor");
  });
});

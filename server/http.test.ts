import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./http";

describe("content security policy", () => {
  it("allows only this response's nonce for scripts in production, and no framing", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../integration/test-database";

const saved = process.env.TEST_DATABASE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
});

describe("the test database guard", () => {
  it("refuses a database whose name lacks 'test'", () => {
    process.env.TEST_DATABASE_URL = "postgres://u@127.0.0.1:5432/arrowed_production";
    expect(() => testDatabaseUrl()).toThrowError(/must contain "test"/);
  });

  it("accepts a test database", () => {
    process.env.TEST_DATABASE_URL = "postgres://u@127.0.0.1:5432/arrowed_test";
    expect(testDatabaseUrl()).toBe("postgres://u@127.0.0.1:5432/arrowed_test");
  });
});

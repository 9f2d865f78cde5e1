// Comments point at docs/product-rules.md anchors and decision records; a renamed anchor or record
// must not leave them pointing nowhere.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|js|mjs|css)$/;

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(path.join(root, relative)).isDirectory() ? files(relative) : SOURCE.test(name) ? [relative] : [];
  });
}

const sources = ["app", "db", "server", "emails", "tests"]
  .flatMap(files)
  .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
const rules = readFileSync(path.join(root, "docs/product-rules.md"), "utf8");
const anchors = new Set([...rules.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

describe("links in comments", () => {
  it("every product-rules anchor cited in the code exists", () => {
    const missing = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/product-rules(?:\.md)?#([a-z0-9-]+)/g)]
        .filter((m) => !anchors.has(m[1]))
        .map((m) => `${file}: #${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it("every decision record cited in the code exists", () => {
    const missing = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/decisions\/[\w.-]+\.md/g)]
        .filter((m) => !statSync(path.join(root, m[0]), { throwIfNoEntry: false }))
        .map((m) => `${file}: ${m[0]}`),
    );
    expect(missing).toEqual([]);
  });

  it("no comment cites documents outside the repository", () => {
    const cited = sources.filter(({ text }) =>
      /spec\spart \d|developers\W guide|spine\sissue|design\scard/i.test(text),
    );
    expect(cited.map(({ file }) => file)).toEqual([]);
  });
});

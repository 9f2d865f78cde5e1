// The question screen's JavaScript budget (product-rules#page-weight): the scripts a first visit to
// /question loads (the entry, the root route, the question route and everything they import; the full
// route manifest is not among them, as routes are discovered lazily) must transfer in at most 110 KB, compressed as the server sends them (brotli).
// Run after `npm run build`; exits 1 when the budget is passed. `--json` prints the figures as JSON.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const BUDGET_BYTES = 110 * 1024;

const clientDir = path.resolve(import.meta.dirname, "../build/client");

/** The files a first visit to the route with this id loads before the screen is interactive. */
export function firstVisitScripts(dir = clientDir, routeId = "routes/question") {
  const assets = path.join(dir, "assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error("No route manifest in build/client/assets: run `npm run build` first.");
  const text = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest.`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files].map((file) => {
    const body = readFileSync(path.join(dir, file));
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, bytes: body.length, brotli };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scripts = firstVisitScripts().sort((a, b) => b.brotli - a.brotli);
  const total = scripts.reduce((sum, s) => sum + s.brotli, 0);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ total, budget: BUDGET_BYTES, scripts }));
  } else {
    for (const s of scripts) console.log(`${(s.brotli / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
    console.log(
      `/question first visit: ${(total / 1024).toFixed(1)} KB of JavaScript (brotli) in ${scripts.length} files; budget ${BUDGET_BYTES / 1024} KB.`,
    );
  }
  if (total > BUDGET_BYTES) {
    console.error(
      `Over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} KB: split or drop what /question does not need on arrival.`,
    );
    process.exit(1);
  }
}

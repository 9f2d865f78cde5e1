// Runs last in `npm run build`: renders the starter bank's served images once, into build/starter-images/,
// so a server starting on a fresh data folder copies them into its image store instead of decoding and
// rendering some hundred images itself (docs/decisions/082-starter-images-rendered-by-the-build.md).
// It seeds a throwaway embedded database through the built server's own import, so each file lands
// under exactly the key a start computes for it; the start still computes every key and renders any
// image it finds no file for.
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "build", "starter-images");
const partial = `${target}.partial`;
const data = mkdtempSync(path.join(tmpdir(), "arrowed-starter-images-"));

// The previous build's images go first: this build's import must render every one afresh.
rmSync(target, { recursive: true, force: true });
rmSync(partial, { recursive: true, force: true });
// An embedded database and the local image store in the throwaway folder, whatever the shell has set.
for (const name of ["DATABASE_URL", "S3_BUCKET", "DEMO_MODE", "STARTER_BANK_DIR"]) delete process.env[name];
Object.assign(process.env, { NODE_ENV: "production", ARROWED_LOCAL: "true", DATA_DIR: data, LOG_SILENT: "true" });
process.chdir(root);

try {
  const { renderStarterBank } = await import(path.join(root, "build", "server", "index.js"));
  const report = await renderStarterBank();
  const rendered = path.join(data, "images", "questions");
  if (!existsSync(rendered)) throw new Error("The starter bank's import stored no images.");
  cpSync(rendered, path.join(partial, "questions"), { recursive: true });
  // Whole, then renamed: a server starting meanwhile finds the complete folder or none.
  renameSync(partial, target);
  console.log(`starter bank: ${report.added} questions' images rendered → build/starter-images`);
} finally {
  rmSync(data, { recursive: true, force: true });
}

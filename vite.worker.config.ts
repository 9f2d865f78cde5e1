import path from "node:path";
import { defineConfig } from "vite";

// The DICOM worker's own build (docs/decisions/050-dicom-worker-and-caps.md): build/server/assets/
// dicom-worker.js, beside the server build's chunk that holds app/server/dicom-pool.server.ts, which
// starts it from its own folder. A build of its own leaves React Router's server build as it makes it.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "./app/server/dicom-worker.server.ts",
    outDir: "build/server/assets",
    emptyOutDir: false,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "dicom-worker.js" } },
  },
  resolve: { alias: [{ find: "~", replacement: path.resolve(import.meta.dirname, "app") }] },
  ssr: { external: ["sharp"] },
});

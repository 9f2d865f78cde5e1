// Runs after `react-router build`: writes the empty database cluster (PGlite's initdb, done once here)
// as build/pglite-template.tar.gz. A server starting on a fresh data folder unpacks it instead of
// running initdb itself, which at its peak costs about 500 MB more memory than the whole first start
// otherwise needs (app/server/db.server.ts; docs/decisions/029-slow-networks.md).
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const target = path.resolve(import.meta.dirname, "../build/pglite-template.tar.gz");
const db = await PGlite.create();
const cluster = await db.dumpDataDir("gzip");
await db.close();
mkdirSync(path.dirname(target), { recursive: true });
// Written whole, then renamed: a server starting meanwhile finds the complete file or none.
writeFileSync(`${target}.partial`, Buffer.from(await cluster.arrayBuffer()));
renameSync(`${target}.partial`, target);
console.log(`empty PGlite cluster: ${(cluster.size / 1024 / 1024).toFixed(1)} MB → build/pglite-template.tar.gz`);

// No Docker engine runs here: these read the Dockerfile and fly.toml and check what can be checked.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const fly = parse(read("fly.toml")) as any;
const dockerfile = read("Dockerfile");
const pkg = JSON.parse(read("package.json"));

describe("fly.toml", () => {
  it("parses and serves the container's port, checked on /healthz", () => {
    expect(fly.http_service.internal_port).toBe(3000);
    expect(fly.env.PORT).toBe("3000");
    expect(fly.http_service.checks[0]).toMatchObject({ method: "GET", path: "/healthz" });
    expect(fly.http_service.concurrency).toMatchObject({ type: "requests" });
    expect(fly.http_service.concurrency.hard_limit).toBeGreaterThan(fly.http_service.concurrency.soft_limit);
  });

  it("migrates on release with a script the image contains", () => {
    expect(fly.deploy.release_command).toBe("node server.js --migrate");
    expect(read("server.js")).toContain('process.argv.includes("--migrate")');
    expect(dockerfile).toMatch(/COPY package\.json server\.js \.\//);
  });

  it("keeps demo accounts out of production", () => {
    expect(fly.env.DEMO_MODE).toBe("false");
    expect(fly.env.NODE_ENV).toBe("production");
  });
});

describe("Dockerfile", () => {
  it("builds in stages on Node 22 slim and runs as a non-root user", () => {
    expect(dockerfile.match(/^FROM node:22-slim AS base$/m)).not.toBeNull();
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/--omit=dev/);
  });

  it("copies only files that exist and runs scripts that exist", () => {
    for (const match of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
      for (const source of match[1]!.split(/\s+/)) {
        if (source === ".") continue;
        expect(existsSync(path.join(root, source)), source).toBe(true);
      }
    }
    expect(pkg.scripts.build).toBeDefined();
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/CMD \["node", "server\.js"\]/);
  });

  it("has the dependency patches in place before each npm install, whose postinstall applies them", () => {
    expect(pkg.scripts.postinstall).toBe("patch-package");
    expect(pkg.dependencies["patch-package"]).toBeDefined();
    const stages = dockerfile.split(/^FROM /m).filter((stage) => stage.includes("RUN npm install"));
    expect(stages.length).toBe(2);
    for (const stage of stages) {
      const copied = stage.indexOf("COPY patches ./patches");
      expect(copied).toBeGreaterThan(-1);
      expect(copied).toBeLessThan(stage.indexOf("RUN npm install"));
    }
  });

  it("checks its own health on /healthz", () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(dockerfile).toMatch(/EXPOSE 3000/);
  });
});

describe("package.json scripts", () => {
  it("run files that exist: npm start, serve and dev start server.js", () => {
    // npm start builds first and serves as a laptop does (--local); serve caps glibc's malloc arenas (the
    // first start's memory, decision 029), for npm start too.
    expect(pkg.scripts.start).toBe("npm run build && npm run -s serve -- --local");
    expect(pkg.scripts.serve).toBe("MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} node server.js");
    expect(pkg.scripts.dev).toBe("node server.js --dev");
    for (const [name, script] of Object.entries(pkg.scripts as Record<string, string>)) {
      for (const [, file] of script.matchAll(
        /\b(?:node|tsx)\s+(?:--[\w-]+(?:[= ]\S+)?\s+)*([\w./-]+\.(?:m?js|ts))\b/g,
      )) {
        expect(existsSync(path.join(root, file!)), `${name}: ${file}`).toBe(true);
      }
    }
  });
});

import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin as EsbuildPlugin } from "esbuild";
import { defineConfig, type Plugin } from "vite";

// Under Node, react-router's package exports resolve to its development build whatever NODE_ENV says
// (dev-only checks and warnings on every request). The production server build bundles the package's
// production build instead, with @react-router/node so that one copy serves both.
const reactRouterProduction = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs");

/**
 * React Router's <ServerRouter> builds a server route object for every route of the app from the
 * build's manifest, then the static router converts them all to data routes, for each page it renders.
 * A production build's routes never change, so the server build keeps both, made once for the build's
 * routes (docs/decisions/078). The build stops if React Router no longer makes these calls as
 * expected, rather than silently building the routes on every page again.
 */
const keptCalls = [
  {
    where: "function ServerRouter(",
    call: /let routes = createServerRoutes\(\s*manifest\.routes,\s*routeModules,\s*context\.future,\s*context\.isSpaMode\s*\);/,
    kept:
      "let routes = keptServerRoutes.get(manifest.routes);\n" +
      "  if (!routes) keptServerRoutes.set(manifest.routes, (routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode)));",
    store: "var keptServerRoutes = new WeakMap();",
  },
  {
    where: "function createStaticRouter(",
    call: /let manifest = \{\};\s*let dataRoutes = convertRoutesToDataRoutes\(\s*routes,\s*mapRouteProperties,\s*void 0,\s*manifest\s*\);/,
    kept:
      "let keptRoutes = keptDataRoutes.get(routes);\n" +
      "  if (!keptRoutes) { let manifest = {}; keptDataRoutes.set(routes, (keptRoutes = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) })); }\n" +
      "  let { manifest, dataRoutes } = keptRoutes;",
    store: "var keptDataRoutes = new WeakMap();",
  },
];

function serverRoutesBuiltOnce(): Plugin {
  const found = new Set<string>();
  return {
    name: "arrowed:server-routes-built-once",
    transform(code, id) {
      if (!id.includes("/react-router/dist/production/")) return null;
      let changed = code;
      for (const { where, call, kept, store } of keptCalls) {
        if (!changed.includes(where)) continue;
        if (!call.test(changed)) this.error(`React Router's ${where.slice(9, -1)} no longer reads as expected.`);
        changed = `${changed.replace(call, kept)}\n${store}\n`;
        found.add(where);
      }
      return changed === code ? null : changed;
    },
    buildEnd(error) {
      for (const { where } of keptCalls)
        if (!error && !found.has(where))
          this.error(`React Router's ${where.slice(9, -1)} was not found in the server build.`);
    },
  };
}

/**
 * The browser runs Preact in React's place (decision 096): the same components, the same React Router,
 * 50 KB less JavaScript on every first visit. The server renders with React, in development too.
 */
const PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/** The same for the libraries `npm run dev` bundles for the browser ahead of time (React Router). */
const preactInBundledDependencies: EsbuildPlugin = {
  name: "arrowed:preact-in-bundled-dependencies",
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, async ({ path: id, resolveDir }) => {
      const preact = PREACT[id];
      return preact
        ? { path: (await build.resolve(preact, { kind: "import-statement", resolveDir })).path }
        : undefined;
    });
  },
};

function preactInTheBrowser(): Plugin {
  return {
    name: "arrowed:preact-in-the-browser",
    enforce: "pre",
    resolveId(id, importer, options) {
      const preact = PREACT[id];
      if (!preact || options?.ssr) return null;
      return this.resolve(preact, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * What every page loads goes in one file: Preact, React Router, the client entry and the small shared pieces (buttons, alerts, hooks). On a slow connection each file costs its own request and
 * headers, and one larger file compresses better than several (product-rules#page-weight).
 */
const EVERY_PAGE = [
  /\/node_modules\/(preact|react-router|cookie|set-cookie-parser)\//,
  /\/entry\.client\.tsx$/,
  /\/app\/components\/ui\//,
];
const sharedChunk = (id: string) => (EVERY_PAGE.some((pattern) => pattern.test(id)) ? "shared" : undefined);

export default defineConfig(({ isSsrBuild, command }) => {
  const productionServer = command === "build" && isSsrBuild;
  return {
    // The server build's entry is our Express app, which mounts React Router's handler.
    // The browser's scripts are minified by terser, which packs them about 1 % tighter than esbuild's
    // default: the question screen's JavaScript budget counts every byte (product-rules#page-weight).
    build: isSsrBuild
      ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
      : {
          minify: "terser" as const,
          rollupOptions: { output: { manualChunks: sharedChunk } },
        },
    plugins: [
      preactInTheBrowser(),
      tailwindcss(),
      reactRouter(),
      ...(productionServer ? [serverRoutesBuiltOnce()] : []),
    ],
    resolve: {
      alias: [
        { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
        ...(productionServer ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    // The dependency scan of `npm run dev` reads the routes whole, server code included: the password
    // hasher is the server's only (its browser build needs a WebAssembly package we do not install).
    optimizeDeps: { exclude: ["@node-rs/argon2"], esbuildOptions: { plugins: [preactInBundledDependencies] } },
    ssr: {
      external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2"],
      ...(productionServer ? { noExternal: ["react-router", "@react-router/node"] } : {}),
    },
  };
});

import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Under Node, react-router's package exports resolve to its development build whatever NODE_ENV says
// (dev-only checks and warnings on every request). The production server build bundles the package's
// production build instead, with @react-router/node so that one copy serves both.
const reactRouterProduction = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs");

/**
 * React Router's <ServerRouter> builds every route's server object from the build's manifest for each
 * page it renders; a production build's manifest never changes, so the server build keeps the routes
 * built for it the first time (docs/decisions/078). The build stops if React Router no longer makes
 * that call as expected, rather than silently building routes on every page again.
 */
function serverRoutesBuiltOnce(): Plugin {
  const call =
    /let routes = createServerRoutes\(\s*manifest\.routes,\s*routeModules,\s*context\.future,\s*context\.isSpaMode\s*\);/;
  let kept = false;
  return {
    name: "arrowed:server-routes-built-once",
    transform(code, id) {
      if (!id.includes("/react-router/dist/production/") || !code.includes("function ServerRouter(")) return null;
      if (!call.test(code)) this.error("React Router's ServerRouter no longer calls createServerRoutes as expected.");
      kept = true;
      return (
        code.replace(
          call,
          "let routes = serverRoutesKept.get(manifest.routes);\n" +
            "  if (!routes) serverRoutesKept.set(manifest.routes, (routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode)));",
        ) + "\nvar serverRoutesKept = new WeakMap();\n"
      );
    },
    buildEnd(error) {
      if (!error && !kept) this.error("React Router's ServerRouter was not found in the server build.");
    },
  };
}

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
          // The small shared pieces (buttons, alerts, hooks) in one file rather than a dozen of a few
          // hundred bytes each, every one a request and an import of its own.
          rollupOptions: {
            output: {
              manualChunks: (id: string) => (id.includes("/app/components/ui/") ? "ui" : undefined),
            },
          },
        },
    plugins: [tailwindcss(), reactRouter(), ...(productionServer ? [serverRoutesBuiltOnce()] : [])],
    resolve: {
      alias: [
        { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
        ...(productionServer ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    ssr: {
      external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2"],
      ...(productionServer ? { noExternal: ["react-router", "@react-router/node"] } : {}),
    },
  };
});

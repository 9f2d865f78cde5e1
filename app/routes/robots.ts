import { getEnv } from "~/server/env.server";

// GET /robots.txt: crawlers keep out of signed-in screens, checkout and admin, and find the sitemap
// at the configured origin (APP_URL), which a static file could not name.
const DISALLOWED = [
  "/dashboard",
  "/question",
  "/notes",
  "/profile",
  "/attempts",
  "/analysis",
  "/checkout",
  "/billing",
  "/admin",
  "/dev/",
];

export function loader() {
  const lines = [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getEnv().appUrl}/sitemap.xml`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

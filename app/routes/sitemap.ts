import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED } from "~/content/legal";
import { getEnv } from "~/server/env.server";

// GET /sitemap.xml: the public pages, with absolute addresses on the configured origin (APP_URL);
// /robots.txt (routes/robots.ts) points crawlers here.

type Entry = { path: string; lastmod?: string };

const PUBLIC_PAGES: Entry[] = [
  { path: "/" },
  { path: "/faq" },
  { path: "/about-frcr" },
  ...Object.values(LEGAL_DOCUMENTS).map((doc) => ({ path: doc.path, lastmod: LEGAL_LAST_UPDATED.iso })),
  { path: "/auth" },
  { path: "/contact" },
];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function loader() {
  const origin = getEnv().appUrl;
  const urls = PUBLIC_PAGES.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}\n  </url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

// What search engines and link previews read: each public page's head as the server sends it
// (no JavaScript runs), the sitemap and robots.txt.
import { BASE_URL } from "./env";
import { expect, test } from "./utils";

function decode(text: string) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)) out[m[1]!.toLowerCase()] = decode(m[2]!);
  return out;
}

type Head = {
  title: string | null;
  metas: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: Array<Record<string, unknown>>;
};

function parseHead(html: string): Head {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? html;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const metas = [...head.matchAll(/<meta\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { title: title === undefined ? null : decode(title), metas, links, jsonLd };
}

const metaContent = (head: Head, key: string) =>
  head.metas.find((m) => m.name === key || m.property === key)?.content ?? null;

/** Every public, indexable page: its path and the canonical path it should declare. */
const PUBLIC_PAGES = [
  { url: "/", canonical: "/" },
  { url: "/faq", canonical: "/faq" },
  { url: "/about-frcr", canonical: "/about-frcr" },
  { url: "/about-frcr?tab=marking", canonical: "/about-frcr" },
  { url: "/privacy-policy", canonical: "/privacy-policy" },
  { url: "/terms", canonical: "/terms" },
  { url: "/cookie-policy", canonical: "/cookie-policy" },
  { url: "/auth", canonical: "/auth" },
  { url: "/auth?tab=signup", canonical: "/auth" },
  { url: "/contact", canonical: "/contact" },
] as const;

for (const { url, canonical } of PUBLIC_PAGES) {
  test(`${url} has a title, description, canonical, Open Graph and Twitter card`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const head = parseHead(await response.text());

    expect(head.title, "title").toBeTruthy();
    expect(head.title).toContain("Arrowed");
    const description = metaContent(head, "description");
    expect(description, "meta description").toBeTruthy();
    expect(description!.length).toBeGreaterThan(30);

    const canonicals = head.links.filter((l) => l.rel === "canonical");
    expect(canonicals, "exactly one link rel=canonical").toHaveLength(1);
    const canonicalHref = canonicals[0]!.href!;
    expect(canonicalHref, "canonical is absolute on the configured origin").toBe(`${BASE_URL}${canonical}`);

    expect(metaContent(head, "og:title"), "og:title").toBeTruthy();
    expect(metaContent(head, "og:description"), "og:description").toBeTruthy();
    expect(metaContent(head, "og:url"), "og:url").toBe(canonicalHref);
    const image = metaContent(head, "og:image");
    expect(image, "og:image").toBeTruthy();
    expect(image!.startsWith(`${BASE_URL}/`), `og:image ${image} is absolute on the configured origin`).toBe(true);
    expect((await request.get(new URL(image!).pathname)).status(), "og:image is served").toBe(200);
    expect(metaContent(head, "twitter:card"), "twitter:card").toBe("summary_large_image");

    // Structured data on every public page.
    expect(head.jsonLd.length, "JSON-LD structured data").toBeGreaterThan(0);
    for (const block of head.jsonLd) {
      expect(block["@context"]).toBe("https://schema.org");
      expect(block["@type"], "JSON-LD @type").toBeTruthy();
    }
  });
}

test("an unknown page has a title and asks not to be indexed", async ({ request }) => {
  const response = await request.get("/no-such-page-seo-e2e");
  expect(response.status()).toBe(404);
  const head = parseHead(await response.text());
  expect(head.title).toContain("not found");
  expect(metaContent(head, "robots")).toContain("noindex");
  expect(head.links.filter((l) => l.rel === "canonical")).toHaveLength(0);
});

const byType = (head: Head, type: string) =>
  head.jsonLd.filter((block) => {
    const t = block["@type"];
    return Array.isArray(t) ? t.includes(type) : t === type;
  });

test("the home page's JSON-LD: Organization, WebSite and a Product with the GBP offers", async ({ request }) => {
  const head = parseHead(await (await request.get("/")).text());
  for (const block of head.jsonLd) expect(block["@context"]).toBe("https://schema.org");
  const [organization] = byType(head, "Organization");
  expect(organization, "Organization").toBeTruthy();
  expect(organization!.name).toBe("Arrowed");
  expect(organization!.url).toBe(`${BASE_URL}/`);
  const [website] = byType(head, "WebSite");
  expect(website, "WebSite").toBeTruthy();
  expect(website!.url).toBe(`${BASE_URL}/`);
  const [product] = byType(head, "Product");
  expect(product, "Product").toBeTruthy();
  const offers = (Array.isArray(product!.offers) ? product!.offers : [product!.offers]) as Array<
    Record<string, unknown>
  >;
  for (const offer of offers) {
    expect(offer["@type"]).toBe("Offer");
    expect(offer.priceCurrency).toBe("GBP");
    expect(String(offer.url).startsWith(BASE_URL)).toBe(true);
  }
  expect(offers.map((o) => Number(o.price)).sort((a, b) => a - b)).toEqual([0, 35, 45, 70, 90]);
});

test("the FAQ page's JSON-LD is a FAQPage with its 10 questions and answers", async ({ request }) => {
  const head = parseHead(await (await request.get("/faq")).text());
  const [faq] = byType(head, "FAQPage");
  expect(faq, "FAQPage").toBeTruthy();
  const questions = faq!.mainEntity as Array<{
    "@type": string;
    name: string;
    acceptedAnswer: { "@type": string; text: string };
  }>;
  expect(questions).toHaveLength(10);
  for (const q of questions) {
    expect(q["@type"]).toBe("Question");
    expect(q.name.length).toBeGreaterThan(5);
    expect(q.acceptedAnswer["@type"]).toBe("Answer");
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(5);
  }
});

test("the About FRCR page's JSON-LD describes a WebPage or Course", async ({ request }) => {
  const head = parseHead(await (await request.get("/about-frcr")).text());
  const blocks = [...byType(head, "WebPage"), ...byType(head, "Course")];
  expect(blocks.length, `JSON-LD types: ${head.jsonLd.map((b) => b["@type"]).join(", ")}`).toBeGreaterThan(0);
  expect(blocks[0]!.name ?? blocks[0]!.headline).toBeTruthy();
});

for (const { path, name } of [
  { path: "/auth", name: "Sign in" },
  { path: "/contact", name: "Contact Support" },
]) {
  test(`${path}'s JSON-LD is a WebPage at its canonical address`, async ({ request }) => {
    const head = parseHead(await (await request.get(path)).text());
    const [page] = byType(head, "WebPage");
    expect(page, `JSON-LD types: ${head.jsonLd.map((b) => b["@type"]).join(", ")}`).toBeTruthy();
    expect(page!.name).toBe(name);
    expect(page!.url).toBe(`${BASE_URL}${path}`);
    expect(String(page!.description).length).toBeGreaterThan(30);
  });
}

test("/sitemap.xml lists the public pages with absolute URLs on the configured origin", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  for (const loc of locs) expect(loc.startsWith(`${BASE_URL}/`), `${loc} is absolute`).toBe(true);
  for (const path of ["/", "/faq", "/about-frcr", "/privacy-policy", "/terms", "/cookie-policy", "/auth"]) {
    expect(locs, `sitemap lists ${path}`).toContain(`${BASE_URL}${path}`);
  }
  // Member pages are never in it.
  for (const loc of locs)
    expect(new URL(loc).pathname).not.toMatch(/^\/(dashboard|question|notes|profile|attempts|analysis)/);
  // Every listed page answers 200.
  for (const loc of locs) expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
});

test("/robots.txt keeps crawlers out of the member pages, checkout and admin, and names the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  const disallowed = [...text.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]);
  for (const path of [
    "/dashboard",
    "/question",
    "/notes",
    "/profile",
    "/attempts",
    "/analysis",
    "/checkout",
    "/admin",
  ]) {
    expect(disallowed, `Disallow: ${path}`).toContain(path);
  }
  expect(text.split("\n")).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  // The public pages stay crawlable.
  expect(disallowed).not.toContain("/");
  expect(disallowed).not.toContain("/faq");
});

import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { examSittings } from "../../db/seed/exam-sittings";
import { get, run } from "../fixtures/route";
import { formatExamDate, formatFee } from "~/content/exam";
import * as aboutRoute from "~/routes/about-frcr";
import * as authRoute from "~/routes/auth";
import * as contactRoute from "~/routes/contact";
import * as faqRoute from "~/routes/faq";
import * as legalRoute from "~/routes/legal";
import * as robotsRoute from "~/routes/robots";
import * as sitemapRoute from "~/routes/sitemap";
import { getDb } from "~/server/db.server";
import { resetEnvCache } from "~/server/env.server";

const ORIGIN = "https://arrowed.example";

type Descriptor = Record<string, unknown>;

/** A meta function called the way React Router calls it, with the root loader's origin. */
function metaOf(
  meta: (args: never) => unknown,
  pathname: string,
  search = "",
  loaderData: unknown = undefined,
): Descriptor[] {
  const args = {
    matches: [{ id: "root", data: { origin: ORIGIN }, params: {}, pathname: "/" }],
    location: { pathname, search, hash: "", state: null, key: "default" },
    params: {},
    data: undefined,
    loaderData,
    error: undefined,
  };
  return (meta as (args: unknown) => Descriptor[])(args);
}

const titleOf = (tags: Descriptor[]) => tags.find((t) => "title" in t)?.title;
const named = (tags: Descriptor[], name: string) => tags.find((t) => t.name === name || t.property === name)?.content;
const canonicalOf = (tags: Descriptor[]) => tags.find((t) => t.rel === "canonical")?.href;
const jsonLdOf = (tags: Descriptor[]) =>
  tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Record<string, any>);

function expectSeo(tags: Descriptor[], { path, title, type }: { path: string; title: string; type: string }) {
  expect(titleOf(tags)).toBe(`${title} | Arrowed`);
  const description = named(tags, "description");
  expect(typeof description === "string" && description.length).toBeGreaterThan(50);
  expect(canonicalOf(tags)).toBe(`${ORIGIN}${path}`);
  expect(named(tags, "og:url")).toBe(`${ORIGIN}${path}`);
  expect(named(tags, "og:title")).toBe(`${title} | Arrowed`);
  expect(named(tags, "og:description")).toBe(description);
  expect(named(tags, "og:image")).toBe(`${ORIGIN}/og-image.png`);
  expect(named(tags, "twitter:card")).toBe("summary_large_image");
  expect(named(tags, "twitter:title")).toBe(`${title} | Arrowed`);
  const ld = jsonLdOf(tags);
  expect(ld.map((d) => d["@type"])).toContain(type);
  expect(ld.every((d) => d["@context"] === "https://schema.org")).toBe(true);
  return ld;
}

describe("/faq", () => {
  it("describes itself to search engines, with every question and answer as an FAQPage", async () => {
    const { data } = await run(faqRoute.loader, get("/faq"));
    const ld = expectSeo(metaOf(faqRoute.meta, "/faq", "", data), {
      path: "/faq",
      title: "Frequently asked questions",
      type: "FAQPage",
    });
    const page = ld.find((d) => d["@type"] === "FAQPage")!;
    expect(page.mainEntity).toHaveLength(10);
    expect(page.mainEntity).toEqual(
      data.faqs.map((faq: { question: string; answer: string[] }) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
      })),
    );
  });

  it("answers the ten questions, with the bank's own question count", async () => {
    const { data } = await run(faqRoute.loader, get("/faq"));
    const [published] = await getDb().select({ n: count() }).from(s.questions).where(eq(s.questions.isActive, true));
    expect(data.faqs).toHaveLength(10);
    const text = data.faqs
      .map((faq: { question: string; answer: string[] }) => `${faq.question} ${faq.answer.join(" ")}`)
      .join("\n");
    expect(text).toContain(`Arrowed has ${published!.n} exam-style questions`);
    expect(text).not.toContain("1000+");
    expect(text).not.toContain("950");
    expect(text).toContain(`${data.bank.free} exam-style questions with basic progress tracking`);
    expect(text).toMatch(/No card is required/);
    expect(text).toMatch(/0, 1 or 2/);
    expect(text).toMatch(/no app to install/);
    expect(text).toMatch(/credit and debit cards and PayPal/);
    expect(text).toMatch(/cancel any time/i);
    expect(text).toMatch(/proof of identity and proof of enrolment .* or employment/);
  });
});

describe("/about-frcr", () => {
  it("describes itself as a web page about the exam", () => {
    const ld = expectSeo(metaOf(aboutRoute.meta, "/about-frcr"), {
      path: "/about-frcr",
      title: "About FRCR Part 1 (Radiology)",
      type: "WebPage",
    });
    expect(ld[0]).toMatchObject({
      url: `${ORIGIN}/about-frcr`,
      isBasedOn: "https://www.rcr.ac.uk/exams-training/rcr-exams/",
    });
  });

  it("keeps one canonical address whatever tab is open", () => {
    const tags = metaOf(aboutRoute.meta, "/about-frcr", "?tab=marking&sitting=jun-2026");
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/about-frcr`);
  });

  /** The seeded sittings (Sept 2025 to Sept 2026), with the clock at `now`. */
  async function seededAt(now: string) {
    await getDb().insert(s.examSittings).values(examSittings);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(now));
  }
  afterEach(() => vi.useRealTimers());

  const about = async (url: string) => (await run(aboutRoute.loader, get(url))).data;

  it("shows the sittings in the database as tabs, in date order, with everything a tab shows", async () => {
    await seededAt("2025-08-20T12:00:00Z");
    const page = await about("/about-frcr");
    expect(page.sittings.tabs).toEqual([
      { slug: "sep-2025", label: "Sept 2025" },
      { slug: "mar-2026", label: "Mar 2026" },
      { slug: "jun-2026", label: "Jun 2026" },
      { slug: "sep-2026", label: "Sept 2026" },
    ]);
    const sept = page.sittings.chosen;
    expect(sept).toMatchObject({
      label: "Sept 2025",
      membersLabel: "UK trainees and members",
      ukMemberFee: { min: 371, max: 404 },
      ukNonMemberFee: 538,
    });
    expect([sept.physicsDate, sept.anatomyDate, sept.resultsDate].map(formatExamDate)).toEqual([
      "11 Sep 2025",
      "12 Sep 2025",
      "3 Oct 2025",
    ]);
    expect(sept.ukVenues).toEqual([
      "Belfast",
      "Bridgend, Wales",
      "Edinburgh",
      "Glasgow",
      "Leeds",
      "London",
      "Manchester",
      "Plymouth",
    ]);
    expect(sept.overseasFees.map((fee: { country: string }) => fee.country)).toEqual([
      "Egypt",
      "Hong Kong",
      "India-Hyderabad",
      "Malaysia",
      "Pakistan",
      "Singapore",
    ]);

    const june = (await about("/about-frcr?sitting=jun-2026")).sittings.chosen;
    expect(june.overseasFees).toContainEqual({ country: "India-Hyderabad", member: 852, nonMember: 1134 });
    expect(formatFee(1134)).toBe("£1,134");
  });

  it("opens Overview on the sitting the Warm Reminder counts down to: Sept 2025 in August 2025", async () => {
    await seededAt("2025-08-20T12:00:00Z");
    const page = await about("/about-frcr");
    expect(page).toMatchObject({
      tab: "overview",
      overviewTo: "/about-frcr",
      sittings: { chosen: { slug: "sep-2025" } },
    });
  });

  it("moves on to the next sitting once one has started, and stays on the latest when all have", async () => {
    await seededAt("2025-09-11T08:00:00Z");
    expect((await about("/about-frcr")).sittings).toMatchObject({ chosen: { slug: "mar-2026" }, notAnnounced: false });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    // Every sitting has started: the most recent, and word that the next dates are not yet announced.
    expect((await about("/about-frcr")).sittings).toMatchObject({ chosen: { slug: "sep-2026" }, notAnnounced: true });
  });

  it("takes the tab and the sitting from the query, so they work without JavaScript", async () => {
    await seededAt("2025-08-20T12:00:00Z");
    expect(await about("/about-frcr?tab=marking")).toEqual({
      tab: "marking",
      overviewTo: "/about-frcr",
      sittings: null,
    });
    const march = await about("/about-frcr?sitting=mar-2026");
    expect(march).toMatchObject({
      tab: "overview",
      overviewTo: "/about-frcr?sitting=mar-2026",
      sittings: { chosen: { label: "Mar 2026" } },
    });
    const unknown = await about("/about-frcr?tab=nonsense&sitting=dec-1999");
    expect(unknown).toMatchObject({
      tab: "overview",
      overviewTo: "/about-frcr",
      sittings: { chosen: { slug: "sep-2025" } },
    });
  });

  it("has no sitting tabs while no sitting is in the database", async () => {
    expect((await about("/about-frcr")).sittings).toEqual({ tabs: [], chosen: null, notAnnounced: true });
  });
});

describe("/auth and /contact", () => {
  it("/auth describes itself as a web page, with structured data", () => {
    const ld = expectSeo(metaOf(authRoute.meta, "/auth", "?tab=signup"), {
      path: "/auth",
      title: "Sign in",
      type: "WebPage",
    });
    expect(ld[0]).toMatchObject({ name: "Sign in", url: `${ORIGIN}/auth`, inLanguage: "en-GB" });
  });

  it("/contact describes itself as a web page, with structured data", () => {
    const ld = expectSeo(metaOf(contactRoute.meta, "/contact"), {
      path: "/contact",
      title: "Contact Us",
      type: "WebPage",
    });
    expect(ld[0]).toMatchObject({ name: "Contact Us", url: `${ORIGIN}/contact`, inLanguage: "en-GB" });
  });
});

describe("legal pages", () => {
  const pages = [
    { path: "/privacy-policy", title: "Privacy Policy", key: "privacy" },
    { path: "/terms", title: "Terms of Service", key: "terms" },
    { path: "/cookie-policy", title: "Cookie Policy", key: "cookies" },
  ];

  for (const page of pages) {
    it(`${page.path} has its own title, canonical address and structured data`, async () => {
      const ld = expectSeo(metaOf(legalRoute.meta, page.path), { path: page.path, title: page.title, type: "WebPage" });
      expect(ld[0]).toMatchObject({ dateModified: "2025-08-20" });
      expect((await run(legalRoute.loader, get(page.path))).data).toEqual({ key: page.key, operator: null });
    });
  }

  it("names who runs Arrowed, and where, once the operator's settings are given", async () => {
    Object.assign(process.env, { OPERATOR_NAME: "Arrowed Ltd", OPERATOR_ADDRESS: "1 Example Street\nLondon EC1A 1AA" });
    resetEnvCache();
    try {
      expect((await run(legalRoute.loader, get("/privacy-policy"))).data.operator).toEqual({
        name: "Arrowed Ltd",
        address: "1 Example Street\nLondon EC1A 1AA",
      });
    } finally {
      delete process.env.OPERATOR_NAME;
      delete process.env.OPERATOR_ADDRESS;
      resetEnvCache();
    }
  });

  it("answers 404 for a path that is not a legal page", async () => {
    expect((await run(legalRoute.loader, get("/legal"))).status).toBe(404);
  });
});

describe("/robots.txt", () => {
  it("names the sitemap at the configured origin and keeps crawlers out of checkout and admin", async () => {
    const response = robotsRoute.loader();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^Sitemap: http:\/\/arrowed\.test\/sitemap\.xml$/m);
    const disallowed = [...text.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]);
    expect(disallowed).toEqual(expect.arrayContaining(["/checkout", "/admin", "/question", "/analysis"]));
    expect(disallowed).not.toContain("/");
  });
});

describe("/sitemap.xml", () => {
  it("lists every public page at the configured origin", async () => {
    const response = (await sitemapRoute.loader()) as Response;
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // tests/integration/setup.ts sets APP_URL=http://arrowed.test
    expect(locs).toEqual(
      ["/", "/faq", "/about-frcr", "/privacy-policy", "/terms", "/cookie-policy", "/auth", "/contact"].map(
        (path) => `http://arrowed.test${path}`,
      ),
    );
    expect(xml).not.toMatch(/dashboard|question|notes|profile|attempts|analysis/);
  });
});

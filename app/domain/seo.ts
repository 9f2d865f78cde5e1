// What search engines and link previews read on every public page (issue: public site §6).
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Arrowed";
export const PREVIEW_IMAGE = "/og-image.png";

export type Seo = {
  /** The public origin, e.g. https://arrowed.example (root loader data: `origin`). */
  origin: string;
  path: string;
  title: string;
  description: string;
  /** JSON-LD objects for this page (schema.org). */
  jsonLd?: Array<Record<string, unknown>>;
  type?: "website" | "article";
};

export function seoMeta({ origin, path, title, description, jsonLd = [], type = "website" }: Seo): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const image = `${origin}${PREVIEW_IMAGE}`;
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": { "@context": "https://schema.org", ...data } })),
  ];
}

/** A schema.org WebPage for a page that is neither an article nor a list of questions. */
export function webPage({
  origin,
  path,
  name,
  description,
}: {
  origin: string;
  path: string;
  name: string;
  description: string;
}) {
  return {
    "@type": "WebPage",
    name,
    description,
    url: `${origin}${path}`,
    inLanguage: "en-GB",
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: `${origin}/` },
  };
}

/** The root loader's data as a meta function sees it. */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

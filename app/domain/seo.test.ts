import { describe, expect, it } from "vitest";
import { seoMeta } from "./seo";

describe("seoMeta", () => {
  it("gives a page its title, description, canonical, previews and structured data", () => {
    const meta = seoMeta({
      origin: "https://arrowed.example",
      path: "/faq",
      title: "Frequently asked questions",
      description: "Answers about Arrowed.",
      jsonLd: [{ "@type": "FAQPage", mainEntity: [] }],
    });
    expect(meta).toContainEqual({ title: "Frequently asked questions | Arrowed" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://arrowed.example/faq" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://arrowed.example/og-image.png" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({
      "script:ld+json": { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] },
    });
  });
});

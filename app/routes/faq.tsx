import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { PublicPage } from "~/components/shell/page";
import { buttonClass } from "~/components/ui/button";
import { faqs } from "~/content/faq";
import { originFrom, seoMeta } from "~/domain/seo";
import { bankFigures } from "~/server/bank-figures.server";
import type { Route } from "./+types/faq";

export async function loader() {
  const bank = await bankFigures();
  return { bank, faqs: faqs(bank) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    origin: originFrom(matches),
    path: "/faq",
    title: "Frequently asked questions",
    description: `Answers about Arrowed's FRCR Part 1 anatomy question bank: ${loaderData?.bank.questions ?? ""} exam-style questions marked 0, 1 or 2, the free plan of ${loaderData?.bank.free ?? ""} questions, timed mocks, payments and discounts.`,
    jsonLd: [
      {
        "@type": "FAQPage",
        mainEntity: (loaderData?.faqs ?? []).map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
        })),
      },
    ],
  });

export default function FaqPage() {
  const { faqs: questions } = useLoaderData<typeof loader>();
  // <details name> opens one item at a time in the browser without JavaScript; the state keeps it so
  // where `name` is not supported yet.
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PublicPage>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">FAQ</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Frequently asked questions</h1>
        <p className="mt-3 text-muted">
          Everything you need to know about preparing for FRCR Part 1 anatomy with Arrowed.
        </p>

        <div className="mt-8 divide-y divide-border rounded-2xl border border-border bg-surface">
          {questions.map((faq) => (
            <details
              key={faq.id}
              id={faq.id}
              name="faq"
              open={open === faq.id}
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                setOpen((current) => (isOpen ? faq.id : current === faq.id ? null : current));
              }}
              className="group"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-text hover:text-primary [&::-webkit-details-marker]:hidden">
                <h2 className="text-base">{faq.question}</h2>
                <svg
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M5 8l5 5 5-5" />
                </svg>
              </summary>
              <div className="space-y-3 px-5 pb-5 text-muted">
                {faq.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>

        <section
          aria-labelledby="faq-more"
          className="mt-10 rounded-2xl border border-border bg-surface p-6 text-center sm:p-8"
        >
          <h2 id="faq-more" className="text-xl font-bold">
            Still have a question?
          </h2>
          <p className="mt-2 text-muted">Our team replies within 1 working day.</p>
          <Link to="/contact?mode=support&from=%2Ffaq" className={buttonClass("secondary", "mt-4")}>
            Contact Support
          </Link>
        </section>

        <section
          aria-labelledby="faq-start"
          className="mt-6 rounded-2xl border border-primary/40 bg-primary/10 p-6 text-center sm:p-8"
        >
          <h2 id="faq-start" className="text-xl font-bold">
            Ready to start practising?
          </h2>
          <p className="mt-2 text-muted">Try 30 exam-style questions free and see how you would score today.</p>
          <div className="mt-4 flex flex-col items-center gap-2">
            <Link to="/auth?tab=signup" className={buttonClass("primary", "px-6 py-3 text-base")}>
              Start Free 30 Questions
            </Link>
            <span className="text-sm text-muted">No card required</span>
          </div>
        </section>
      </div>
    </PublicPage>
  );
}

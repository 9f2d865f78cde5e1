import { data, Link, useLoaderData } from "react-router";
import { PublicPage } from "~/components/shell/page";
import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED, legalDocumentFor, type Block, type Run } from "~/content/legal";
import { originFrom, seoMeta } from "~/domain/seo";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/legal";

// One module for /privacy-policy, /terms and /cookie-policy (app/routes.ts gives each its own id).

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const doc = legalDocumentFor(location.pathname);
  if (!doc) return [{ title: "Page not found | Arrowed" }];
  const origin = originFrom(matches);
  return seoMeta({
    origin,
    path: doc.path,
    title: doc.title,
    description: doc.description,
    type: "article",
    jsonLd: [
      {
        "@type": "WebPage",
        name: doc.title,
        description: doc.description,
        url: `${origin}${doc.path}`,
        inLanguage: "en-GB",
        dateModified: LEGAL_LAST_UPDATED.iso,
        publisher: { "@type": "Organization", name: "Arrowed", url: origin },
      },
    ],
  });
};

export function loader({ url }: Route.LoaderArgs) {
  const doc = legalDocumentFor(url.pathname);
  if (!doc) throw data("Not found", { status: 404 });
  const { OPERATOR_NAME, OPERATOR_ADDRESS } = getEnv();
  return {
    key: doc.key,
    operator: OPERATOR_NAME && OPERATOR_ADDRESS ? { name: OPERATOR_NAME, address: OPERATOR_ADDRESS } : null,
  };
}

type Operator = { name: string; address: string } | null;

export default function LegalPage() {
  const { key, operator } = useLoaderData<typeof loader>();
  const doc = LEGAL_DOCUMENTS[key];
  return (
    <PublicPage>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <header>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Legal</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
          <p className="mt-2 text-sm text-muted">
            Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
          </p>
          <p className="mt-6 text-text/90">
            <Runs runs={doc.intro} />
          </p>
        </header>

        <nav aria-labelledby="legal-contents" className="mt-8 rounded-2xl border border-border bg-surface p-5">
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wider text-muted">
            Contents
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {doc.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-20"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-text/90">
              {section.blocks.map((block, i) => (
                <LegalBlock key={i} block={block} operator={operator} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </PublicPage>
  );
}

function LegalBlock({ block, operator }: { block: Block; operator: Operator }) {
  switch (block.kind) {
    case "operator":
      return operator ? (
        <p>
          Arrowed is run by {operator.name}, {operator.address.split(/\s*\n\s*/).join(", ")}.
        </p>
      ) : null;
    case "p":
      return (
        <p>
          <Runs runs={block.runs} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-1.5 pl-5">
          {block.items.map((runs, i) => (
            <li key={i}>
              <Runs runs={runs} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        // A box that scrolls sideways must be reachable by keyboard to be scrolled.
        <div
          className="overflow-x-auto rounded-xl border border-border"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={block.caption}
        >
          {/* Two columns fit a phone; wider tables scroll sideways inside their box. */}
          <table className={`w-full text-left text-sm ${block.columns.length > 2 ? "min-w-[32rem]" : ""}`}>
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-surface-2 text-text">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2.5 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([first, ...rest]) => (
                <tr key={first} className="border-t border-border align-top">
                  <th scope="row" className="px-4 py-2.5 font-medium">
                    {first}
                  </th>
                  {rest.map((cell, i) => (
                    <td key={i} className="px-4 py-2.5">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function Runs({ runs }: { runs: Run[] }) {
  return (
    <>
      {runs.map((run, i) =>
        typeof run === "string" ? (
          run
        ) : run.href.startsWith("/") ? (
          <Link
            key={i}
            to={run.href}
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-strong"
          >
            {run.text}
          </Link>
        ) : (
          <a
            key={i}
            href={run.href}
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-strong"
          >
            {run.text}
          </a>
        ),
      )}
    </>
  );
}

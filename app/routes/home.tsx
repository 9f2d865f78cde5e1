import { asc, gt } from "drizzle-orm";
import { Form, Link, useLoaderData } from "react-router";
import { examSittings } from "../../db/schema";
import { ExamCountdown } from "~/components/landing/countdown";
import { FeatureCarousel } from "~/components/landing/features";
import { PublicPage } from "~/components/shell/page";
import { buttonClass } from "~/components/ui/button";
import { formatDate, formatPounds } from "~/domain/format";
import {
  DEFAULT_FULL_ACCESS_MONTHS,
  FULL_ACCESS_MONTHS,
  OFFERS,
  offerFor,
  planCards,
  type BankFigures,
} from "~/domain/catalogue";
import { originFrom, seoMeta } from "~/domain/seo";
import { NOT_ANNOUNCED } from "~/domain/sittings";
import { bankFigures } from "~/server/bank-figures.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/home";

const DESCRIPTION =
  "Exam-style FRCR Part 1 anatomy practice: name the arrowed structure, be marked 0, 1 or 2 as the college marks, sit timed mocks at the exam's pace and track your progress. Start with 30 free questions.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seoMeta({
    origin,
    path: "/",
    title: "Arrowed | FRCR Part 1 anatomy question bank",
    description: DESCRIPTION,
    jsonLd: [
      { "@type": "Organization", name: "Arrowed", url: `${origin}/`, logo: `${origin}/favicon.svg` },
      { "@type": "WebSite", name: "Arrowed", url: `${origin}/`, inLanguage: "en-GB" },
      {
        "@type": "Product",
        name: "Arrowed FRCR Part 1 anatomy question bank",
        description: DESCRIPTION,
        offers: [
          {
            "@type": "Offer",
            name: "Free Question Set",
            price: "0",
            priceCurrency: "GBP",
            url: `${origin}/auth?tab=signup`,
          },
          ...OFFERS.map((offer) => ({
            "@type": "Offer",
            name:
              offer.plan === "high_yield"
                ? "Last Minute Essential Revision (1 month)"
                : `Full Access (${offer.months} months)`,
            price: (offer.price / 100).toFixed(2),
            priceCurrency: "GBP",
            url: `${origin}/#pricing`,
          })),
        ],
      },
    ],
  });
};

export async function loader() {
  const now = new Date();
  const [[next], bank] = await Promise.all([
    getDb()
      .select({ label: examSittings.label, startsAt: examSittings.startsAt })
      .from(examSittings)
      .where(gt(examSittings.startsAt, now))
      .orderBy(asc(examSittings.startsAt))
      .limit(1),
    bankFigures(),
  ]);
  return {
    bank,
    nextSitting: next
      ? { label: next.label, startsAt: next.startsAt.toISOString(), dateText: formatDate(next.startsAt) }
      : null,
    serverNow: now.getTime(),
  };
}

// product-rules#honest-numbers: the bank's own counts, never a round figure it has not reached.
const stats = (bank: BankFigures) =>
  [
    [String(bank.questions), "Questions"],
    [String(bank.categories), "Categories"],
    ["1 working day", "Support reply"],
  ] as const;

export default function Home() {
  const { nextSitting, serverNow, bank } = useLoaderData<typeof loader>();
  return (
    <PublicPage>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">FRCR Part 1 Anatomy</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Master FRCR Part 1 anatomy, one arrowed structure at a time
          </h1>
          <p className="mt-5 max-w-prose text-lg text-muted">
            100 images in 90 minutes, free-text answers marked 0, 1 or 2. Practise exactly that: exam-style images,
            marking that follows the college&apos;s guidance, and analytics that show where your marks go.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link
              to="/auth?tab=signup"
              className="rounded-lg bg-primary px-6 py-3 text-base font-semibold text-on-primary hover:bg-primary-strong"
            >
              Start Free 30 Questions
            </Link>
            <span className="text-sm text-muted">No card required</span>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
            {stats(bank).map(([value, label]) => (
              <div
                key={label}
                className="flex flex-col-reverse rounded-xl border border-border bg-surface p-4 text-center"
              >
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="text-2xl font-bold text-text">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroImage />
      </section>

      {nextSitting ? (
        <ExamCountdown {...nextSitting} serverNow={serverNow} />
      ) : (
        <section aria-label="Next sitting" className="mx-auto max-w-6xl px-4">
          <p className="rounded-2xl border border-border bg-surface p-6 text-center">
            {NOT_ANNOUNCED}{" "}
            <Link to="/about-frcr" className="font-semibold text-primary hover:underline">
              See the most recent sitting
            </Link>
          </p>
        </section>
      )}

      <section id="about" aria-labelledby="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <h2 id="features" className="text-3xl font-bold tracking-tight">
          Everything the anatomy module asks of you
        </h2>
        <p className="mt-2 max-w-prose text-muted">
          Built by people who sat it, for trainees who revise between shifts.
        </p>
        <div className="mt-8">
          <FeatureCarousel bank={bank} />
        </div>
      </section>

      <Pricing bank={bank} />

      <section aria-labelledby="closing" className="mx-auto max-w-6xl px-4 pb-8">
        <div className="rounded-3xl border border-border bg-surface p-10 text-center">
          <h2 id="closing" className="text-3xl font-bold tracking-tight">
            Your next sitting starts with one question
          </h2>
          <p className="mx-auto mt-3 max-w-prose text-muted">
            Thirty free questions, marked the way the college marks. No card required.
          </p>
          <Link to="/auth?tab=signup" className={buttonClass("primary", "mt-6 px-6 py-3 text-base")}>
            Start Free 30 Questions
          </Link>
        </div>
      </section>
    </PublicPage>
  );
}

/** Three cards from the plan catalogue; Full Access's 3/6/9-month choice works without JavaScript. */
function Pricing({ bank }: { bank: BankFigures }) {
  const lastMinute = offerFor("high_yield", 1)!;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
        Pricing
      </h2>
      <p className="mt-2 text-muted">Prices in pounds sterling. Cancel any time.</p>
      <div className="mt-8 grid gap-4 lg:grid-cols-3">
        {planCards(bank).map((card) => (
          <article
            key={card.key}
            className={`flex flex-col rounded-2xl border bg-surface p-6 ${card.key === "premium" ? "border-primary" : "border-border"}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{card.name}</h3>
              {"badge" in card ? (
                <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary-strong">
                  {card.badge}
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-sm text-muted">{card.blurb}</p>
            {card.key === "premium" ? (
              <Form method="get" action="/profile" className="group mt-4 flex flex-1 flex-col">
                <input type="hidden" name="plan" value="premium" />
                <fieldset>
                  <legend className="text-sm font-medium">Duration</legend>
                  <div className="mt-2 grid grid-cols-3 gap-2">
                    {FULL_ACCESS_MONTHS.map((months) => (
                      <label
                        key={months}
                        className="cursor-pointer rounded-lg border border-border px-2 py-2 text-center text-sm has-checked:border-primary has-checked:bg-primary/15 has-focus-visible:outline-2 has-focus-visible:outline-[var(--focus)]"
                      >
                        <input
                          type="radio"
                          name="months"
                          value={months}
                          defaultChecked={months === DEFAULT_FULL_ACCESS_MONTHS}
                          className="sr-only"
                        />
                        {months} months
                      </label>
                    ))}
                  </div>
                </fieldset>
                {FULL_ACCESS_MONTHS.map((months) => (
                  <p key={months} className={`mt-4 text-3xl font-bold ${PRICE_VISIBILITY[months]}`}>
                    {formatPounds(offerFor("premium", months)!.price)}
                    <span className="text-base font-normal text-muted"> for {months} months</span>
                  </p>
                ))}
                <Features items={card.features} />
                <button type="submit" className={buttonClass("primary", "mt-6")}>
                  Start now
                </button>
              </Form>
            ) : (
              <div className="mt-4 flex flex-1 flex-col">
                <p className="text-3xl font-bold">
                  {card.key === "free" ? "£0" : formatPounds(lastMinute.price)}
                  <span className="text-base font-normal text-muted">
                    {card.key === "free" ? " no card required" : " for 1 month"}
                  </span>
                </p>
                <Features items={card.features} />
                <Link
                  to={card.key === "free" ? "/auth?tab=signup" : "/profile?plan=high_yield&months=1"}
                  className={buttonClass(card.key === "free" ? "secondary" : "primary", "mt-6")}
                >
                  Start now
                </Link>
              </div>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

/** Which price shows for the checked duration: CSS only, so it works without JavaScript. */
const PRICE_VISIBILITY: Record<(typeof FULL_ACCESS_MONTHS)[number], string> = {
  3: "block group-has-[input[value='6']:checked]:hidden group-has-[input[value='9']:checked]:hidden",
  6: "hidden group-has-[input[value='6']:checked]:block",
  9: "hidden group-has-[input[value='9']:checked]:block",
};

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-success">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

function HeroImage() {
  return (
    <figure className="relative mx-auto aspect-square w-full max-w-md rounded-3xl border border-border bg-black p-6 shadow-2xl">
      <svg
        viewBox="0 0 400 400"
        className="h-full w-full"
        role="img"
        aria-label="An exam-style axial CT image with an arrow on the aortic arch"
      >
        <defs>
          <radialGradient id="hero-lung" cx="50%" cy="45%" r="60%">
            <stop offset="0%" stopColor="#2a2a2a" />
            <stop offset="100%" stopColor="#0b0b0b" />
          </radialGradient>
        </defs>
        <ellipse cx="200" cy="210" rx="170" ry="150" fill="#6b6b6b" />
        <ellipse cx="200" cy="210" rx="156" ry="136" fill="#3c3c3c" />
        <path d="M62 210 C62 120 120 100 170 125 L172 290 C130 320 62 295 62 210Z" fill="url(#hero-lung)" />
        <path d="M338 210 C338 120 280 100 230 125 L228 290 C270 320 338 295 338 210Z" fill="url(#hero-lung)" />
        <ellipse cx="200" cy="180" rx="44" ry="22" fill="#bdbdbd" />
        <circle cx="200" cy="232" r="12" fill="#9e9e9e" />
        <ellipse cx="200" cy="318" rx="26" ry="22" fill="#f0f0f0" />
        <path d="M318 86 L252 152" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        <path d="M244 160 L247 140 L264 157 Z" fill="#fff" />
      </svg>
    </figure>
  );
}

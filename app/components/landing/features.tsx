import { useEffect, useRef, useState } from "react";
import { count, mockPapersTimed } from "~/domain/format";
import type { BankFigures } from "~/domain/catalogue";

// The bank's own counts (product-rules#honest-numbers).
const features = (bank: BankFigures) => [
  {
    title: count(bank.questions, "Essential Question"),
    text: "Exam-style images across every body system and modality, each with an answer key written the way the college marks.",
  },
  {
    title: "AI-powered Anatomy Learning",
    text: "Ask for an explanation of any structure you named correctly: relations, landmarks and the pitfalls examiners look for.",
    hot: true,
  },
  {
    title: "Simulated Exam Experience",
    text: `${mockPapersTimed(bank.mockQuestions)}: the exam's pace of 54 seconds an image, with answers hidden and a score at the end.`,
  },
  {
    title: "Smart Performance Tracking",
    text: "Accuracy by category against everyone else's, your streak, and the questions you keep getting wrong.",
  },
  {
    title: "Personalised Note-Taking",
    text: "One note per question, searchable and filterable, so revision the night before is your own.",
  },
];

type Feature = ReturnType<typeof features>[number] & { hot?: boolean };

const ADVANCE_MS = 3500; // product-rules#public-pages
const PAUSE_AFTER_PICK_MS = 10_000;

/**
 * The feature carousel: a plain list without JavaScript; with it, one feature at a time, advancing
 * every 3.5 s, pausing 10 s after a manual pick, and never moving for prefers-reduced-motion.
 */
export function FeatureCarousel({ bank }: { bank: BankFigures }) {
  const items: Feature[] = features(bank);
  const [hydrated, setHydrated] = useState(false);
  const [current, setCurrent] = useState(0);
  const pausedUntil = useRef(0);

  useEffect(() => {
    setHydrated(true);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (Date.now() < pausedUntil.current) return;
      setCurrent((i) => (i + 1) % items.length);
    }, ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [items.length]);

  if (!hydrated) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-border bg-surface p-6">
            <FeatureBody feature={feature} />
          </li>
        ))}
      </ul>
    );
  }

  const pick = (index: number) => {
    pausedUntil.current = Date.now() + PAUSE_AFTER_PICK_MS;
    setCurrent(index);
  };
  return (
    <div aria-roledescription="carousel" aria-label="Features">
      <div className="rounded-2xl border border-border bg-surface p-8" aria-live="polite">
        <FeatureBody feature={items[current]!} />
      </div>
      <div role="tablist" aria-label="Choose a feature" className="mt-4 flex flex-wrap justify-center gap-2">
        {items.map((feature, index) => (
          <button
            key={feature.title}
            type="button"
            role="tab"
            aria-selected={index === current}
            onClick={() => pick(index)}
            className={`rounded-full px-3 py-1.5 text-xs font-semibold ${index === current ? "bg-primary text-on-primary" : "bg-surface-2 text-muted hover:text-text"}`}
          >
            {feature.title}
          </button>
        ))}
      </div>
    </div>
  );
}

function FeatureBody({ feature }: { feature: Feature }) {
  return (
    <>
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        {feature.title}
        {"hot" in feature && feature.hot ? (
          <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-bold text-danger-strong">Hot</span>
        ) : null}
      </h3>
      <p className="mt-2 text-muted">{feature.text}</p>
    </>
  );
}

import { Link } from "react-router";
import { PublicPage } from "~/components/shell/page";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Arrowed | FRCR Part 1 anatomy question bank" },
  {
    name: "description",
    content:
      "Exam-style FRCR Part 1 anatomy practice: name the arrowed structure, be marked 0, 1 or 2 as the college marks, and track your progress. Start with 30 free questions.",
  },
];

const STATS = [
  ["1000+", "Questions"],
  ["10+", "Categories"],
  ["24/7", "Support"],
] as const;

export default function Home() {
  return (
    <PublicPage>
      <section className="relative overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">FRCR Part 1 Anatomy</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
              Master FRCR Part 1 anatomy, one arrowed structure at a time
            </h1>
            <p className="mt-5 max-w-prose text-lg text-muted">
              100 images in 90 minutes, free-text answers marked 0, 1 or 2. Practise exactly that: exam-style images,
              marking that follows the college's guidance, and analytics that show where your marks go.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link to="/auth?tab=signup" className="rounded-lg bg-primary px-6 py-3 text-base font-semibold text-on-primary hover:bg-primary-strong">
                Start Free 30 Questions
              </Link>
              <span className="text-sm text-muted">No card required</span>
            </div>
            <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
              {STATS.map(([value, label]) => (
                <div key={label} className="rounded-xl border border-border bg-surface p-4 text-center">
                  <dt className="sr-only">{label}</dt>
                  <dd className="text-2xl font-bold text-text">{value}</dd>
                  <dd className="text-xs text-muted">{label}</dd>
                </div>
              ))}
            </dl>
          </div>
          <figure className="relative mx-auto aspect-square w-full max-w-md rounded-3xl border border-border bg-black p-6 shadow-2xl" aria-label="An exam-style image with an arrow">
            <svg viewBox="0 0 400 400" className="h-full w-full" aria-hidden="true">
              <defs>
                <radialGradient id="hero-lung" cx="50%" cy="45%" r="60%">
                  <stop offset="0%" stopColor="#2a2a2a" />
                  <stop offset="100%" stopColor="#0b0b0b" />
                </radialGradient>
              </defs>
              <ellipse cx="200" cy="210" rx="170" ry="175" fill="#6b6b6b" />
              <ellipse cx="200" cy="210" rx="155" ry="160" fill="#3c3c3c" />
              <path d="M70 210 C70 120 130 95 180 120 L185 300 C140 330 70 300 70 210Z" fill="url(#hero-lung)" />
              <path d="M330 210 C330 120 270 95 220 120 L215 300 C260 330 330 300 330 210Z" fill="url(#hero-lung)" />
              <ellipse cx="200" cy="215" rx="38" ry="30" fill="#bdbdbd" />
              <circle cx="178" cy="160" r="16" fill="#d6d6d6" />
              <ellipse cx="200" cy="330" rx="24" ry="20" fill="#f0f0f0" />
              <path d="M300 70 L196 152" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
              <path d="M186 160 L205 139 L212 153 Z" fill="#fff" />
            </svg>
          </figure>
        </div>
      </section>
    </PublicPage>
  );
}

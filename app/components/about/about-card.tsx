import type { ReactNode } from "react";

/** One card of the About FRCR Part 1 page, with its anchor. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-text/90">{children}</div>
    </section>
  );
}

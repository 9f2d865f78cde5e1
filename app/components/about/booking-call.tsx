import { buttonClass } from "~/components/ui/button";
import { COLLEGE } from "~/content/exam";

/** The call to book with the college, closing both tabs. */
export function BookingCall() {
  return (
    <section
      aria-labelledby="book-title"
      className="rounded-2xl border border-primary/40 bg-primary/10 p-6 text-center sm:p-8"
    >
      <h2 id="book-title" className="text-xl font-bold">
        Ready to book your exam?
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">
        Bookings are made with the college. Check the dates and fees for your sitting on its Exam Hub before you book.
      </p>
      <a
        href={COLLEGE.examHubUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("primary", "mt-4 px-6 py-3 text-base")}
      >
        Go to Exam Hub
        <span className="sr-only"> (opens in a new tab)</span>
        <svg
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M8 4H4v12h12v-4M11 4h5v5M16 4l-7 7" />
        </svg>
      </a>
      <p className="mt-6 text-xs text-muted">
        Reference:{" "}
        <a href={COLLEGE.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-text">
          {COLLEGE.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        , FRCR Part 1 (Radiology) examination information. Dates and fees are set by the college and may change.
      </p>
    </section>
  );
}

import { Link } from "react-router";

/** The mark: an arrowhead pointing at a dot, the exam's own gesture. */
export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-text">
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <circle cx="10" cy="22" r="3.2" className="fill-on-primary" />
        <path d="M25 7 L14.5 17.5" className="stroke-on-primary" strokeWidth="3" strokeLinecap="round" />
        <path d="M12 20 L13.2 13.2 L18.8 18.8 Z" className="fill-on-primary" />
      </svg>
      <span>Arrowed</span>
    </Link>
  );
}

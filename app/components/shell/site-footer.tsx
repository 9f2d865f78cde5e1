import { Link, useLocation } from "react-router";
import { Logo } from "./logo";

/** Footer on every page: Product, Company and Legal columns. */
export function SiteFooter() {
  const location = useLocation();
  const heading = "text-xs font-semibold uppercase tracking-wider text-muted";
  const item = "text-sm text-text/80 hover:text-primary";
  return (
    <footer className="mt-16 border-t border-border bg-surface/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted">
            Arrowed empowers trainees and students to excel in anatomy and examination through intelligent practice and
            analytics.
          </p>
        </div>
        <nav aria-label="Product" className="flex flex-col gap-2">
          <p className={heading}>Product</p>
          <Link to="/#about" className={item}>
            Features
          </Link>
          <Link to="/#pricing" className={item}>
            Pricing
          </Link>
          <Link to="/faq" className={item}>
            FAQ
          </Link>
        </nav>
        <nav aria-label="Company" className="flex flex-col gap-2">
          <p className={heading}>Company</p>
          <Link to="/about-frcr" className={item}>
            About FRCR Part 1
          </Link>
          <Link
            to={`/contact?${new URLSearchParams({ mode: "contact", from: `${location.pathname}${location.search}` })}`}
            className={item}
          >
            Contact/Support
          </Link>
        </nav>
        <nav aria-label="Legal" className="flex flex-col gap-2">
          <p className={heading}>Legal</p>
          <Link to="/privacy-policy" className={item}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={item}>
            Terms of Service
          </Link>
          <Link to="/cookie-policy" className={item}>
            Cookie Policy
          </Link>
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} Arrowed. All rights reserved.
      </p>
    </footer>
  );
}

import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin/questions", label: "Questions" },
  { to: "/admin/mocks", label: "Mocks" },
  { to: "/admin/bank", label: "Import and export" },
  { to: "/admin/disputes", label: "Disputes" },
  { to: "/admin/sittings", label: "Exam sittings" },
  { to: "/admin/grants", label: "Grant a plan" },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/audit", label: "Audit trail" },
] as const;

/** The admin screens, one link each, above every console page. */
export function AdminNav({ current }: { current: (typeof LINKS)[number]["to"] }) {
  return (
    <nav aria-label="Admin" className="mb-6 flex flex-wrap gap-2 text-sm">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          aria-current={link.to === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 ${link.to === current ? "border-primary bg-primary/10 font-semibold" : "border-border hover:border-primary"}`}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

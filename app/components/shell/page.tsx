import type { ReactNode } from "react";
import { useRootData } from "~/root";
import { AppHeader, SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";

/** A public page: top bar, content, footer. `homeLink` adds Home to the top bar (the About page's). */
export function PublicPage({ children, homeLink = false }: { children: ReactNode; homeLink?: boolean }) {
  const root = useRootData();
  return (
    <>
      <SiteHeader user={root?.user ?? null} homeLink={homeLink} />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}

/** A signed-in page: the app's top bar with the user menu. */
export function MemberPage({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <>
      <AppHeader user={root?.user ?? { name: "Student" }} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** A narrow card in the middle of the page, for the account screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-xl shadow-black/10 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-muted">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A short form on a page of its own (contact, feature request): a card under the page's heading. */
export function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="form-card-title" className="mx-auto w-full max-w-xl px-4 py-10">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-xl shadow-black/10 sm:p-8">
        <h1 id="form-card-title" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

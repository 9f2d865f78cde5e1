import { asc } from "drizzle-orm";
import { useLoaderData } from "react-router";
import { examSittings } from "../../db/schema";
import { BookingCall } from "~/components/about/booking-call";
import { ExamMarking } from "~/components/about/exam-marking";
import { ExamOverview } from "~/components/about/exam-overview";
import { PublicPage } from "~/components/shell/page";
import { LinkTabs } from "~/components/ui/tabs";
import { COLLEGE } from "~/content/exam";
import { originFrom, seoMeta } from "~/domain/seo";
import { defaultSitting, noSittingAhead, NOT_ANNOUNCED, overseasFeeRows } from "~/domain/sittings";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/about-frcr";

const TITLE = "About FRCR Part 1 (Radiology)";
const DESCRIPTION =
  "FRCR Part 1 explained: the anatomy and physics modules, sitting dates, booking windows, UK and overseas venues and fees, entry requirements, and how the anatomy module is marked.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seoMeta({
    origin,
    path: "/about-frcr",
    title: TITLE,
    description: DESCRIPTION,
    type: "article",
    jsonLd: [
      {
        "@type": "WebPage",
        name: TITLE,
        description: DESCRIPTION,
        url: `${origin}/about-frcr`,
        inLanguage: "en-GB",
        about: {
          "@type": "EducationalOccupationalCredential",
          name: "FRCR Part 1 (Radiology)",
          credentialCategory: "Professional examination",
          recognizedBy: { "@type": "Organization", name: COLLEGE.name, url: COLLEGE.url },
        },
        isBasedOn: COLLEGE.examHubUrl,
        publisher: { "@type": "Organization", name: "Arrowed", url: origin },
      },
    ],
  });
};

/**
 * The tabs live in the URL (?tab=marking, ?sitting=mar-2026), so the server renders the right one.
 * The sittings are the exam_sittings table's, the same rows the landing page counts down to.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  if (params.get("tab") === "marking") return { tab: "marking" as const, overviewTo: "/about-frcr", sittings: null };

  const rows = await getDb().select().from(examSittings).orderBy(asc(examSittings.startsAt));
  const now = new Date();
  const fallback = defaultSitting(rows, now);
  const chosen = rows.find((row) => row.slug === params.get("sitting")) ?? fallback;
  return {
    tab: "overview" as const,
    overviewTo: chosen && chosen !== fallback ? `/about-frcr?sitting=${chosen.slug}` : "/about-frcr",
    sittings: {
      notAnnounced: noSittingAhead(rows, now),
      tabs: rows.map((row) => ({ slug: row.slug, label: row.label })),
      chosen: chosen ? sittingDetails(chosen) : null,
    },
  };
}

/** What a sitting's tab shows. */
function sittingDetails(row: typeof examSittings.$inferSelect) {
  return {
    slug: row.slug,
    label: row.label,
    physicsDate: row.physicsDate,
    anatomyDate: row.anatomyDate,
    bookingOpensMembers: row.bookingOpensMembers,
    membersLabel: row.membersLabel,
    bookingOpensNonMembers: row.bookingOpensNonMembers,
    closingDate: row.closingDate,
    resultsDate: row.resultsDate,
    ukMemberFee: { min: row.ukMemberFeeMin, max: row.ukMemberFeeMax },
    ukNonMemberFee: row.ukNonMemberFee,
    ukVenues: row.ukVenues,
    overseasFees: overseasFeeRows(row.globalFees),
  };
}

export default function AboutFrcr() {
  const { tab, overviewTo, sittings } = useLoaderData<typeof loader>();
  return (
    <PublicPage homeLink>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">Exam information</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
        <p className="mt-3 max-w-prose text-muted">
          What the exam tests, when and where you can sit it, what it costs and how your answers are marked, from the
          college's published information.
        </p>

        <LinkTabs
          label="About FRCR Part 1"
          className="mt-8 max-w-sm"
          current={tab}
          tabs={[
            { id: "overview", label: "Overview", to: overviewTo },
            { id: "marking", label: "Marking", to: "/about-frcr?tab=marking" },
          ]}
        />

        <div className="mt-8 space-y-6">
          {sittings?.notAnnounced ? (
            <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
              {NOT_ANNOUNCED} The dates below are those of past sittings, as a guide.
            </p>
          ) : null}
          {sittings ? <ExamOverview sittings={sittings} /> : <ExamMarking />}
          <BookingCall />
        </div>
      </div>
    </PublicPage>
  );
}

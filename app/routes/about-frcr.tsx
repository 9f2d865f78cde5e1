import type { ReactNode } from "react";
import { asc } from "drizzle-orm";
import { useLoaderData } from "react-router";
import { examSittings } from "../../db/schema";
import { PublicPage } from "~/components/shell/page";
import { buttonClass } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/tabs";
import {
  BLUEPRINT,
  COLLEGE,
  ENTRY_REQUIREMENTS,
  formatExamDate,
  formatFee,
  MARK_SCHEME,
  MAX_ATTEMPTS_PER_MODULE,
  MODULES,
  PRIORITY_WINDOWS,
  TERMINOLOGY_GUIDANCE,
} from "~/content/exam";
import { originFrom, seoMeta } from "~/domain/seo";
import { defaultSitting, overseasFeeRows } from "~/domain/sittings";
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
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("tab") === "marking") return { tab: "marking" as const, overviewTo: "/about-frcr", sittings: null };

  const rows = await getDb().select().from(examSittings).orderBy(asc(examSittings.startsAt));
  const fallback = defaultSitting(rows, new Date());
  const chosen = rows.find((row) => row.slug === params.get("sitting")) ?? fallback;
  return {
    tab: "overview" as const,
    overviewTo: chosen && chosen !== fallback ? `/about-frcr?sitting=${chosen.slug}` : "/about-frcr",
    sittings: {
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

type Sittings = NonNullable<Awaited<ReturnType<typeof loader>>["sittings"]>;
type Sitting = ReturnType<typeof sittingDetails>;

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
          {sittings ? <Overview sittings={sittings} /> : <Marking />}
          <BookingCall />
        </div>
      </div>
    </PublicPage>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-text/90">{children}</div>
    </section>
  );
}

function Overview({ sittings }: { sittings: Sittings }) {
  return (
    <>
      <Card id="purpose" title="Purpose">
        <p>
          FRCR Part 1 is the first examination towards the Fellowship of The Royal College of Radiologists in clinical
          radiology. It checks that you know the radiological anatomy and the physics of medical imaging that safe
          reporting is built on, and most trainees sit it during their first year of specialty training.
        </p>
        <p>
          It has two modules, anatomy and physics. You may take them at the same sitting or at different sittings and
          pass them in any order; Part 1 is complete once you have passed both.
        </p>
      </Card>

      <Card id="structure" title="Examination Structure">
        <div className="grid gap-4 sm:grid-cols-2">
          {[MODULES.anatomy, MODULES.physics].map((module) => (
            <div key={module.name} className="rounded-xl border border-border bg-surface-2 p-4">
              <h3 className="font-semibold">{module.name} module</h3>
              <dl className="mt-2 space-y-1 text-sm">
                <div className="flex gap-2">
                  <dt className="text-muted">Format:</dt>
                  <dd>{module.format}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-muted">Time:</dt>
                  <dd>{module.duration}</dd>
                </div>
              </dl>
              {"delivery" in module ? <p className="mt-2 text-sm text-muted">{module.delivery}.</p> : null}
            </div>
          ))}
        </div>
        <ul className="list-disc space-y-1 pl-5">
          <li>The exam is held over two days, three times a year: in March, June and September.</li>
          <li>The two modules are taken on separate days.</li>
          <li>You may attempt each module up to {MAX_ATTEMPTS_PER_MODULE} times without additional educational experience.</li>
        </ul>
        <div>
          <h3 className="font-semibold">Application windows</h3>
          <dl className="mt-2 space-y-2">
            {PRIORITY_WINDOWS.map((window) => (
              <div key={window.name}>
                <dt className="font-medium">{window.name}</dt>
                <dd className="text-muted">{window.who}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>

      <Card id="dates" title="Dates, Fees and Venues">
        {sittings.chosen ? (
          <>
            <LinkTabs
              label="Exam sittings"
              current={sittings.chosen.slug}
              tabs={sittings.tabs.map((s) => ({ id: s.slug, label: s.label, to: `/about-frcr?sitting=${s.slug}#dates` }))}
            />
            <SittingDetails sitting={sittings.chosen} />
          </>
        ) : (
          <p className="text-muted">No sittings have been announced yet: the college publishes them first on its Exam Hub, linked below.</p>
        )}
      </Card>

      <Card id="entry" title="Entry Requirements">
        <ul className="list-disc space-y-1 pl-5">
          {ENTRY_REQUIREMENTS.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function SittingDetails({ sitting }: { sitting: Sitting }) {
  const dates: Array<[string, string]> = [
    ["Physics module", sitting.physicsDate],
    ["Anatomy module", sitting.anatomyDate],
    [`Bookings open: ${sitting.membersLabel}`, sitting.bookingOpensMembers],
    ["Bookings open: non-members", sitting.bookingOpensNonMembers],
    ["Bookings close", sitting.closingDate],
    ["Results", sitting.resultsDate],
  ];
  return (
    <div className="space-y-6">
      <h3 className="text-lg font-semibold">{sitting.label} sitting</h3>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {dates.map(([label, date]) => (
          <div key={label} className="rounded-xl border border-border bg-surface-2 p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-0.5 font-semibold">
              <time dateTime={date}>{formatExamDate(date)}</time>
            </dd>
          </div>
        ))}
      </dl>

      <div>
        <h4 id="uk-venues-title" className="font-semibold">
          UK venues
        </h4>
        {sitting.ukVenues.length > 0 ? (
          <ul aria-labelledby="uk-venues-title" className="mt-2 flex flex-wrap gap-2">
            {sitting.ukVenues.map((venue) => (
              <li key={venue} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm">
                {venue}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">The college has not announced the UK venues for this sitting yet.</p>
        )}
        <p className="mt-3 text-sm">
          Fee per module:{" "}
          <strong>
            {formatFee(sitting.ukMemberFee.min)}
            {sitting.ukMemberFee.max > sitting.ukMemberFee.min ? `–${formatFee(sitting.ukMemberFee.max)}` : ""}
          </strong>{" "}
          for members, <strong>{formatFee(sitting.ukNonMemberFee)}</strong> for non-members.
        </p>
      </div>

      <div>
        <h4 className="font-semibold">Overseas venues</h4>
        {sitting.overseasFees.length > 0 ? (
          <OverseasFees sitting={sitting} />
        ) : (
          <p className="mt-2 text-sm text-muted">The college has not announced the overseas venues and fees for this sitting yet.</p>
        )}
      </div>
    </div>
  );
}

function OverseasFees({ sitting }: { sitting: Sitting }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="pb-2 text-left text-muted">Fee per module in pounds, local taxes included, {sitting.label} sitting</caption>
      <thead className="border-b border-border text-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Venue
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Member
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold">
            Non-member
          </th>
        </tr>
      </thead>
      <tbody>
        {sitting.overseasFees.map((fee) => (
          <tr key={fee.country} className="border-t border-border">
            <th scope="row" className="py-2 pr-3 font-medium">
              {fee.country}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatFee(fee.member)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{formatFee(fee.nonMember)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Marking() {
  return (
    <>
      <Card id="standard-setting" title="Standard Setting and Marking">
        <div>
          <h3 className="font-semibold">Marks per question</h3>
          <p className="mt-1">Each anatomy question is worth up to 2 marks:</p>
          <ul className="mt-2 space-y-1">
            {MARK_SCHEME.map((mark) => (
              <li key={mark.marks} className="flex items-baseline gap-3">
                <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-surface-2 font-bold tabular-nums ring-1 ring-border">
                  {mark.marks}
                </span>
                <span>{mark.meaning}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">Setting the pass mark</h3>
          <p className="mt-1">
            The pass mark is set for each sitting by standard setting. Examiners first use a modified Angoff method,
            judging how a borderline candidate would score on every question; the result is then adjusted with the
            Hofstee compromise, which weighs that judgement against the pass marks and pass rates the examiners consider
            acceptable.
          </p>
        </div>
        <div>
          <h3 className="font-semibold">Automated marking</h3>
          <p className="mt-1">
            Your typed answers are marked automatically against the accepted answers for each question, which is why
            precise, unambiguous wording matters.
          </p>
        </div>
        <div>
          <h3 className="font-semibold">Scoring scheme</h3>
          <p className="mt-1">
            Your anatomy score is the total of your marks: with 100 questions the maximum is 200. Arrowed marks every
            practice answer on the same 0, 1 or 2 scale so your scores compare with the real thing.
          </p>
        </div>
      </Card>

      <Card id="content" title="Knowledge and Content">
        <p>The anatomy module follows a published blueprint. Questions are spread across it as follows.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <BlueprintTable caption="Body area" rows={BLUEPRINT.bodyAreas} />
          <BlueprintTable caption="Imaging modality" rows={BLUEPRINT.modalities} />
          <BlueprintTable caption="Patient age" rows={BLUEPRINT.patientAge} />
          <BlueprintTable caption="Normal variants" rows={BLUEPRINT.variants} />
        </div>
        <div>
          <h3 className="font-semibold">Pathology</h3>
          <p className="mt-1">No pathology is tested: every question asks about anatomy.</p>
        </div>
        <div>
          <h3 className="font-semibold">Paediatric radiology</h3>
          <p className="mt-1">
            Paediatric imaging makes up {BLUEPRINT.patientAge.find((age) => age.label === "Paediatric")?.percent}% of the questions. Questions on {BLUEPRINT.excluded.join(" and ")} are not
            included.
          </p>
        </div>
      </Card>

      <Card id="terminology" title="Terminology and Common Errors">
        <dl className="space-y-3">
          {TERMINOLOGY_GUIDANCE.map((item) => (
            <div key={item.topic}>
              <dt className="font-semibold">{item.topic}</dt>
              <dd className="mt-0.5 text-text/90">{item.rule}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  );
}

function BlueprintTable({ caption, rows }: { caption: string; rows: ReadonlyArray<{ label: string; percent: number }> }) {
  return (
    <table className="w-full rounded-xl text-left text-sm">
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{caption}</th>
          <th scope="col">Share of questions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-border">
            <th scope="row" className="py-2 pr-3 font-normal">
              {row.label}
              <span className="mt-1 block h-1.5 rounded-full bg-surface-2" aria-hidden="true">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${row.percent}%` }} />
              </span>
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{row.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BookingCall() {
  return (
    <section aria-labelledby="book-title" className="rounded-2xl border border-primary/40 bg-primary/10 p-6 text-center sm:p-8">
      <h2 id="book-title" className="text-xl font-bold">
        Ready to book your exam?
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">
        Bookings are made with the college. Check the dates and fees for your sitting on its Exam Hub before you book.
      </p>
      <a href={COLLEGE.examHubUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "mt-4 px-6 py-3 text-base")}>
        Go to Exam Hub
        <span className="sr-only"> (opens in a new tab)</span>
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
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

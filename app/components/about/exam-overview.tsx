// The Overview tab: purpose, structure, the sittings with their dates, fees and venues, entry requirements.
import type { useLoaderData } from "react-router";
import { LinkTabs } from "~/components/ui/tabs";
import {
  ENTRY_REQUIREMENTS,
  formatExamDate,
  formatFee,
  MAX_ATTEMPTS_PER_MODULE,
  MODULES,
  PRIORITY_WINDOWS,
} from "~/content/exam";
import type { loader } from "~/routes/about-frcr";
import { Card } from "./about-card";

type Sittings = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["sittings"]>;
type Sitting = NonNullable<Sittings["chosen"]>;

export function ExamOverview({ sittings }: { sittings: Sittings }) {
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
          <li>
            You may attempt each module up to {MAX_ATTEMPTS_PER_MODULE} times without additional educational experience.
          </li>
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
              tabs={sittings.tabs.map((s) => ({
                id: s.slug,
                label: s.label,
                to: `/about-frcr?sitting=${s.slug}#dates`,
              }))}
            />
            <SittingDetails sitting={sittings.chosen} />
          </>
        ) : (
          <p className="text-muted">
            No sittings have been announced yet: the college publishes them first on its Exam Hub, linked below.
          </p>
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
          <p className="mt-2 text-sm text-muted">
            The college has not announced the overseas venues and fees for this sitting yet.
          </p>
        )}
      </div>
    </div>
  );
}

function OverseasFees({ sitting }: { sitting: Sitting }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="pb-2 text-left text-muted">
        Fee per module in pounds, local taxes included, {sitting.label} sitting
      </caption>
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

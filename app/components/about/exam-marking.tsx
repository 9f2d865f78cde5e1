// The Marking tab: how the anatomy module is marked, what it covers, and how to word an answer.
import { BLUEPRINT, MARK_SCHEME, TERMINOLOGY_GUIDANCE } from "~/content/exam";
import { Card } from "./about-card";

export function ExamMarking() {
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
            Paediatric imaging makes up {BLUEPRINT.patientAge.find((age) => age.label === "Paediatric")?.percent}% of
            the questions. Questions on {BLUEPRINT.excluded.join(" and ")} are not included.
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

function BlueprintTable({
  caption,
  rows,
}: {
  caption: string;
  rows: ReadonlyArray<{ label: string; percent: number }>;
}) {
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

import { Button, Link, Text } from "@react-email/components";
import { count } from "../app/domain/format";
import { button, colours, EmailLayout, paragraph } from "./layout";

export type NudgeFigures = {
  due: number;
  /** The plan to the chosen sitting; null when none is chosen. */
  sitting: { label: string; daysLeft: number; target: number; doneToday: number } | null;
  weakest: Array<{ name: string; detail: string }>;
};

export function nudgeSubject(figures: NudgeFigures) {
  return figures.due > 0 ? `${count(figures.due, "question")} due for review today` : "Your anatomy practice";
}

/**
 * A study nudge (product-rules#nudges): what is due, the plan to the sitting, the weakest structures.
 * Its links open pages; none signs anyone in. The unsubscribe link works without signing in.
 */
export function NudgeEmail({
  figures,
  reviewUrl,
  dashboardUrl,
  unsubscribeUrl,
  frequency,
}: {
  figures: NudgeFigures;
  reviewUrl: string;
  dashboardUrl: string;
  unsubscribeUrl: string;
  frequency: "daily" | "weekly";
}) {
  return (
    <EmailLayout preview={nudgeSubject(figures)}>
      <Text style={paragraph}>
        {figures.due > 0
          ? `${count(figures.due, "question")} ${figures.due === 1 ? "is" : "are"} due for review.`
          : "Nothing is due for review right now: a good day for new questions."}
      </Text>
      {figures.sitting ? (
        <Text style={paragraph}>
          {figures.sitting.label}: {count(figures.sitting.daysLeft, "day")} left. Today&apos;s target is{" "}
          {count(figures.sitting.target, "question")}; {figures.sitting.doneToday} done so far.
        </Text>
      ) : (
        <Text style={paragraph}>
          Choose your sitting, or the day you expect to sit the exam while no dates are announced, on your profile to
          see a plan to it.
        </Text>
      )}
      {figures.weakest.length > 0 ? (
        <>
          <Text style={{ ...paragraph, margin: "0 0 6px" }}>Your weakest structures:</Text>
          {figures.weakest.map((w) => (
            <Text key={w.name} style={{ ...paragraph, margin: "0 0 6px" }}>
              {w.name} <span style={{ color: colours.muted }}>({w.detail})</span>
            </Text>
          ))}
        </>
      ) : null}
      <Button href={figures.due > 0 ? reviewUrl : dashboardUrl} style={button}>
        {figures.due > 0 ? "Review now" : "Open my dashboard"}
      </Button>
      <Text style={{ ...paragraph, color: colours.muted, fontSize: 13, margin: "20px 0 0" }}>
        You asked for {frequency} study nudges. <Link href={unsubscribeUrl}>Unsubscribe</Link> with one click, or change
        how often on your profile.
      </Text>
    </EmailLayout>
  );
}

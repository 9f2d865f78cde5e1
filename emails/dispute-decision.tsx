import { Button, Text } from "@react-email/components";
import { button, colours, EmailLayout, paragraph } from "./layout";

export type DisputeDecision = { upheld: true; marks: 1 | 2 } | { upheld: false };

export function disputeDecisionSubject(code: string, decision: DisputeDecision) {
  return decision.upheld ? `Your dispute on ${code} was accepted` : `Your dispute on ${code}: the answer key stands`;
}

/** The editor's decision on a trainee's dispute: their answer, the decision, the new marks and the reply. */
export function DisputeDecisionEmail({
  name,
  code,
  answer,
  decision,
  reply,
  historyUrl,
}: {
  name: string;
  code: string;
  answer: string;
  decision: DisputeDecision;
  reply: string | null;
  historyUrl: string;
}) {
  return (
    <EmailLayout preview={disputeDecisionSubject(code, decision)}>
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>Thank you for your dispute on question {code}. An editor has looked at it.</Text>
      <Text style={{ ...paragraph, margin: "0 0 6px" }}>
        <span style={{ color: colours.muted }}>Your answer: </span>
        {answer}
      </Text>
      <Text style={paragraph}>
        <span style={{ color: colours.muted }}>Decision: </span>
        {decision.upheld
          ? `accepted. The answer key now gives this answer ${decision.marks} mark${decision.marks === 1 ? "" : "s"}, and your stored answers have been marked again.`
          : "not accepted. The answer key stays as it is."}
      </Text>
      {reply ? (
        <Text style={{ ...paragraph, whiteSpace: "pre-wrap" }}>
          <span style={{ color: colours.muted }}>The editor's reply: </span>
          {reply}
        </Text>
      ) : null}
      {decision.upheld ? (
        <Button href={historyUrl} style={button}>
          See my tests
        </Button>
      ) : null}
    </EmailLayout>
  );
}

import { Text } from "@react-email/components";
import { colours, EmailLayout, paragraph } from "./layout";

export type OperatorMessageKind = "contact" | "support" | "feature request" | "dispute";

/** What reaches the team from a contact form, a feature request or a dispute. */
export function OperatorMessageEmail({
  kind,
  fields,
  message,
}: {
  kind: OperatorMessageKind;
  fields: Array<[label: string, value: string]>;
  message: string;
}) {
  return (
    <EmailLayout preview={`New ${kind} message`}>
      <Text style={{ ...paragraph, fontWeight: 700 }}>New {kind} message</Text>
      {fields.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, margin: "0 0 6px" }}>
          <span style={{ color: colours.muted }}>{label}: </span>
          {value}
        </Text>
      ))}
      <Text style={{ ...paragraph, whiteSpace: "pre-wrap", marginTop: 16 }}>{message}</Text>
    </EmailLayout>
  );
}

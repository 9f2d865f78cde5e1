import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

export const colours = {
  page: "#0b1220",
  card: "#111a2e",
  text: "#e6ebf5",
  muted: "#9aa6bf",
  accent: "#38bdf8",
  accentText: "#04121f",
};

export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colours.page,
          fontFamily: "Helvetica, Arial, sans-serif",
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container style={{ backgroundColor: colours.card, borderRadius: 12, padding: "32px 28px", maxWidth: 520 }}>
          <Text style={{ color: colours.accent, fontSize: 20, fontWeight: 700, margin: "0 0 16px" }}>Arrowed</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#24304a", margin: "28px 0 16px" }} />
          <Text style={{ color: colours.muted, fontSize: 12, margin: 0 }}>
            Arrowed: FRCR Part 1 anatomy practice. You are receiving this because of an action on your account.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: colours.text, fontSize: 15, lineHeight: "24px", margin: "0 0 14px" };

export const button = {
  backgroundColor: colours.accent,
  color: colours.accentText,
  borderRadius: 8,
  fontWeight: 700,
  fontSize: 15,
  padding: "12px 20px",
  textDecoration: "none",
  display: "inline-block",
};

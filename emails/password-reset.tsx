import { Button, Text } from "@react-email/components";
import { button, colours, EmailLayout, paragraph } from "./layout";

export const passwordResetSubject = "Reset your Arrowed password";

/** `name` only once the address is verified: before that, whoever signed up typed it (product-rules#emails). */
export function PasswordResetEmail({ name, link, minutes }: { name: string | null; link: string; minutes: number }) {
  return (
    <EmailLayout preview="Reset your Arrowed password">
      <Text style={paragraph}>{name ? `Hello ${name},` : "Hello,"}</Text>
      <Text style={paragraph}>We received a request to reset your password. Choose a new one here:</Text>
      <Button href={link} style={button}>
        Reset my password
      </Button>
      <Text style={{ ...paragraph, color: colours.muted, fontSize: 13, marginTop: 20 }}>
        The link works once and expires in {minutes} minutes. If you did not ask for this, ignore this email: your
        password stays as it is.
      </Text>
    </EmailLayout>
  );
}

import { Button, Text } from "@react-email/components";
import { button, EmailLayout, paragraph } from "./layout";

export const accountExistsSubject = "Someone tried to sign up with your email";

/** Sent instead of a second account: sign-up never says whether an address is registered. */
/** `name` only once the address is verified: before that, whoever signed up typed it (product-rules#emails). */
export function AccountExistsEmail({ name, signInUrl }: { name: string | null; signInUrl: string }) {
  return (
    <EmailLayout preview="You already have an Arrowed account">
      <Text style={paragraph}>{name ? `Hello ${name},` : "Hello,"}</Text>
      <Text style={paragraph}>
        Someone, perhaps you, just tried to create an Arrowed account with this email address. You already have one, so
        nothing was changed.
      </Text>
      <Button href={signInUrl} style={button}>
        Sign in
      </Button>
      <Text style={paragraph}>
        Forgotten your password? Choose Forgot password on the sign-in page. If this was not you, you can ignore this
        email.
      </Text>
    </EmailLayout>
  );
}

import { Button, Text } from "@react-email/components";
import { button, colours, EmailLayout, paragraph } from "./layout";

export const verificationSubject = "Verify your email for Arrowed";

/** To an address nobody has proved yet: nothing in it was typed by the visitor (product-rules#emails). */
export function VerificationEmail({ code, link, hours }: { code: string; link: string; hours: number }) {
  return (
    <EmailLayout preview={`Your Arrowed verification code is ${code}`}>
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>Confirm your email address to start practising. Use the button below:</Text>
      <Button href={link} style={button}>
        Verify my email
      </Button>
      <Text style={{ ...paragraph, marginTop: 20 }}>Or enter this code on the verification page:</Text>
      <Text style={{ color: colours.text, fontSize: 28, fontWeight: 700, letterSpacing: 6, margin: "0 0 14px" }}>
        {code}
      </Text>
      <Text style={{ ...paragraph, color: colours.muted, fontSize: 13 }}>
        The link and the code work once and expire in {hours} hours. If you did not sign up for Arrowed, ignore this
        email.
      </Text>
    </EmailLayout>
  );
}

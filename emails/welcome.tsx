import { Button, Text } from "@react-email/components";
import { button, EmailLayout, paragraph } from "./layout";

export const welcomeSubject = "Welcome to Arrowed";

/** Sent at sign-up, before the address is verified: no name in it (product-rules#emails). */
export function WelcomeEmail({ dashboardUrl }: { dashboardUrl: string }) {
  return (
    <EmailLayout preview="Your 30 free questions are ready">
      <Text style={paragraph}>Welcome to Arrowed.</Text>
      <Text style={paragraph}>
        Arrowed gives you exam-style images for the FRCR Part 1 anatomy module: name the arrowed structure, be marked 0,
        1 or 2 as the college marks, and learn from each answer.
      </Text>
      <Text style={paragraph}>
        Your free plan includes 30 questions, timed practice, notes and analytics. Once you have verified your email,
        start from your dashboard:
      </Text>
      <Button href={dashboardUrl} style={button}>
        Open my dashboard
      </Button>
    </EmailLayout>
  );
}

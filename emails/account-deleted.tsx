import { Text } from "@react-email/components";
import { colours, EmailLayout, paragraph } from "./layout";

export const accountDeletedSubject = "Your Arrowed account has been deleted";

export function AccountDeletedEmail({ name }: { name: string }) {
  return (
    <EmailLayout preview="Your account and your data have been deleted">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        As you asked, your Arrowed account has been deleted, with your profile, your tests and answers, your notes and
        your liked questions. Any subscription has been cancelled and will not renew.
      </Text>
      <Text style={paragraph}>
        We keep the record of your payments for as long as the law requires, no longer linked to you. Disputes and
        feature requests you sent stay with the questions and ideas they concern, without your name.
      </Text>
      <Text style={{ ...paragraph, color: colours.muted, fontSize: 13, marginTop: 20 }}>
        If you did not ask for this, reply to this email at once.
      </Text>
    </EmailLayout>
  );
}

import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { FormCard, PublicPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import {
  CONTACT_MODES,
  contactSchema,
  contactTitles,
  defaultSubject,
  visitorContactSchema,
  type ContactMode,
} from "~/domain/message-forms";
import { safeRedirect } from "~/domain/redirect";
import { originFrom, seoMeta, webPage } from "~/domain/seo";
import { getSessionUser } from "~/server/session.server";
import { log } from "~/server/log.server";
import { sendContactMessage } from "~/server/messages.server";
import { parseForm, refuse, refusal } from "~/server/forms.server";
import { hitAll, LIMITS, tooMany } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/contact";

const DESCRIPTION = "Write to the Arrowed team: questions, support and feedback. We reply within 1 working day.";

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const origin = originFrom(matches);
  const title = data?.title ?? "Contact Us";
  return seoMeta({
    origin,
    path: "/contact",
    title,
    description: DESCRIPTION,
    jsonLd: [webPage({ origin, path: "/contact", name: title, description: DESCRIPTION })],
  });
};

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const modeParam = url.searchParams.get("mode");
  const mode: ContactMode = (CONTACT_MODES as readonly string[]).includes(modeParam ?? "")
    ? (modeParam as ContactMode)
    : "support";
  return {
    mode,
    title: contactTitles[mode],
    subject: url.searchParams.get("subject") ?? "",
    message: url.searchParams.get("message") ?? "",
    from: safeRedirect(url.searchParams.get("from"), user ? "/dashboard" : "/"),
    signedIn: user !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const parsed = await parseForm(request, user ? contactSchema : visitorContactSchema);
  if (!parsed.ok) return refuse(parsed.refused);
  const { value: form, submission } = parsed;
  const back = safeRedirect(form.from, user ? "/dashboard" : "/");
  const thanks = {
    title: "Thank you!",
    description: "We've received your message and will get back to you within 1 working day.",
  };
  if (form.website) {
    // The honeypot was filled: a bot. Say thank you and keep nothing.
    log.warn("contact.honeypot", { ip: context.clientIp });
    return redirectWithToast(back, thanks);
  }
  const limit = await hitAll([[`messages:ip:${context.clientIp}`, LIMITS.messagesPerClient]]);
  if (!limit.allowed) {
    return tooMany(limit, (wait) => refusal(submission, { formErrors: [wait] }));
  }
  await sendContactMessage({
    kind: form.mode,
    subject: form.subject || defaultSubject[form.mode],
    message: form.message,
    sender: user
      ? { id: user.id, name: user.name, email: user.email }
      : { id: null, name: form.name ?? null, email: form.email ?? null },
  });
  return redirectWithToast(back, thanks);
}

export default function Contact() {
  const { mode, title, subject, message, from, signedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const schema = signedIn ? contactSchema : visitorContactSchema;
  const [form, fields] = useForm({
    id: "contact",
    lastResult: actionData?.result,
    defaultValue: { subject, message },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const messageError = fields.message.errors?.[0];
  return (
    <PublicPage>
      <FormCard
        title={title}
        description={
          mode === "contact"
            ? "We reply within 1 working day."
            : "Tell us what went wrong or what you need; we reply within 1 working day."
        }
      >
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="from" value={from} />
          <Honeypot id="contact-website" />
          {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
          {signedIn ? null : (
            <>
              <Field
                label="Your name"
                errors={fields.name.errors}
                inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
              />
              <Field
                label="Your email"
                errors={fields.email.errors}
                inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
              />
            </>
          )}
          <Field
            label="Subject"
            errors={fields.subject.errors}
            inputProps={{
              ...getInputProps(fields.subject, { type: "text" }),
              placeholder: mode === "contact" ? "Message" : "Support request",
            }}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.message.id} className="text-sm font-medium">
              Message
            </label>
            <textarea
              {...getTextareaProps(fields.message)}
              rows={5}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? fields.message.errorId : undefined}
              className="rounded-lg border border-border bg-bg px-3 py-2.5 text-text aria-[invalid]:border-danger"
            />
            <p id={fields.message.errorId} className="min-h-5 text-sm text-danger">
              {messageError ?? ""}
            </p>
          </div>
          <p className="text-sm text-muted">
            Your question may already be answered in the{" "}
            <Link to="/faq" className="font-medium text-primary hover:underline">
              FAQ
            </Link>
            .
          </p>
          <div className="mt-3 flex justify-end gap-3">
            <Link to={from} className={buttonClass("ghost")}>
              Cancel
            </Link>
            <Button type="submit" disabled={busy}>
              {busy ? "Submitting..." : "Submit"}
            </Button>
          </div>
        </Form>
      </FormCard>
    </PublicPage>
  );
}

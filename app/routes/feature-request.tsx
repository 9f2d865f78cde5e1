import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { FormCard, MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { featureRequestSchema } from "~/domain/message-forms";
import { requireUser } from "~/server/auth.server";
import { sendFeatureRequest } from "~/server/messages.server";
import { parseForm, refuse, refusal } from "~/server/forms.server";
import { hitAll, LIMITS, tooMany } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/feature-request";

export const meta: Route.MetaFunction = () => [
  { title: "Feature Request | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, featureRequestSchema);
  if (!parsed.ok) return refuse(parsed.refused);
  const { submission } = parsed;
  const thanks = {
    title: "Thank you for your suggestion!",
    description: "We've received your feature request and will review it carefully.",
  };
  if (submission.value.website) return redirectWithToast("/dashboard", thanks);
  const limit = await hitAll([[`messages:ip:${context.clientIp}`, LIMITS.messagesPerClient]]);
  if (!limit.allowed) {
    return tooMany(limit, (wait) => refusal(submission, { formErrors: [wait] }));
  }
  await sendFeatureRequest({
    title: submission.value.title || "Feature Request",
    description: submission.value.description,
    sender: { id: user.id, name: user.name, email: user.email },
  });
  return redirectWithToast("/dashboard", thanks);
}

export default function FeatureRequest() {
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "feature-request",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: featureRequestSchema }),
  });
  const descriptionError = fields.description.errors?.[0];
  return (
    <MemberPage>
      <FormCard title="Feature Request" description="What would make Arrowed better for your revision?">
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
          <Honeypot id="feature-website" />
          {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
          <Field
            label="Feature Title"
            errors={fields.title.errors}
            inputProps={{ ...getInputProps(fields.title, { type: "text" }), placeholder: "Feature Request" }}
          />
          <label htmlFor={fields.description.id} className="text-sm font-medium">
            Description
          </label>
          <textarea
            {...getTextareaProps(fields.description)}
            rows={5}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? fields.description.errorId : undefined}
            className="rounded-lg border border-border bg-bg px-3 py-2.5 text-text aria-[invalid]:border-danger"
          />
          <p id={fields.description.errorId} className="min-h-5 text-sm text-danger">
            {descriptionError ?? ""}
          </p>
          <div className="mt-4 flex justify-end gap-3">
            <Link to="/dashboard" className={buttonClass("ghost")}>
              Cancel
            </Link>
            <Button type="submit" disabled={busy}>
              {busy ? "Submitting..." : "Submit Request"}
            </Button>
          </div>
        </Form>
      </FormCard>
    </MemberPage>
  );
}

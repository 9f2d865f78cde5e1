// Unsubscribing from study nudges without signing in (product-rules#nudges). The link in a nudge
// carries a signed token. GET only shows a confirm form (a mail scanner following the link changes
// nothing); POST unsubscribes: the form's button, or a mail client's one-click unsubscribe (RFC 8058),
// which POSTs "List-Unsubscribe=One-Click" to the same address.
import { data, Form, useActionData, useLoaderData } from "react-router";
import { AuthCard, PublicPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { unsubscribeSchema } from "~/domain/profile-forms";
import { parseForm, plainRefusal, refuse } from "~/server/forms.server";
import { readUnsubscribeToken, unsubscribeFromNudges } from "~/server/nudges.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe from study nudges | Arrowed" },
  { name: "robots", content: "noindex" },
];

const INVALID = "This unsubscribe link is not valid. You can turn study nudges off on your profile.";

export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  if (!readUnsubscribeToken(token)) return data({ token: null, error: INVALID }, { status: 400 });
  return { token, error: null };
}

export async function action({ request, url }: Route.ActionArgs) {
  // A mail client's one-click unsubscribe carries the token in the address; the page's button in the form.
  const parsed = await parseForm(request, unsubscribeSchema);
  const token = url.searchParams.get("token") ?? (parsed.ok ? (parsed.value.token ?? null) : null);
  const userId = readUnsubscribeToken(token);
  if (!userId) return refuse({ ...plainRefusal(INVALID), done: false });
  await unsubscribeFromNudges(userId);
  return { ok: true as const, done: true, error: null };
}

export default function Unsubscribe() {
  const { token, error } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PublicPage homeLink>
      <AuthCard title="Study nudges">
        {result?.done ? (
          <Alert tone="success">You are unsubscribed: no more study nudges will be sent.</Alert>
        ) : error || result?.error ? (
          <Alert tone="error">{result?.error ?? error}</Alert>
        ) : (
          <Form method="post">
            <input type="hidden" name="token" value={token ?? ""} />
            <p className="mb-4">Stop the daily or weekly study nudges to this address?</p>
            <Button type="submit">Unsubscribe</Button>
          </Form>
        )}
      </AuthCard>
    </PublicPage>
  );
}

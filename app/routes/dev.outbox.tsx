import { data, Link, useLoaderData } from "react-router";
import { MemberPage } from "~/components/shell/page";
import { readableOutbox } from "~/server/email.server";
import type { Route } from "./+types/dev.outbox";

export const meta: Route.MetaFunction = () => [
  { title: "Email outbox | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // Only where emails go to the outbox and this is not a real deployment (docs/decisions/005-email-outbox.md).
  const outbox = await readableOutbox(request);
  if (!outbox) throw data("Not found", { status: 404 });
  return {
    onlyOwn: outbox.onlyOwn,
    messages: outbox.messages
      .slice(0, 100)
      .map(({ id, to, subject, text, createdAt }) => ({ id, to, subject, text, createdAt })),
  };
}

const URL_PATTERN = /(https?:\/\/[^\s)\]]+)/g;

/** The plain-text body with its links made clickable. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}

export default function Outbox() {
  const { messages, onlyOwn } = useLoaderData<typeof loader>();
  return (
    <MemberPage>
      <h1 className="text-2xl font-bold">Email outbox</h1>
      <p className="mt-1 text-sm text-muted">
        No email provider is configured, so messages are kept here instead of being sent.
        {onlyOwn ? " Only the emails sent to you are shown." : ""} Newest first.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 text-muted">No emails yet.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-border bg-surface p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{message.subject}</h2>
                <Link to={`/dev/outbox/${message.id}`} className="text-sm text-primary hover:underline" reloadDocument>
                  View HTML
                </Link>
              </div>
              <p className="text-sm text-muted">
                To {message.to} · {new Date(message.createdAt).toLocaleString("en-GB", { timeZone: "Europe/London" })}
              </p>
              <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-text/90">
                <Linkified text={message.text} />
              </pre>
            </li>
          ))}
        </ol>
      )}
    </MemberPage>
  );
}

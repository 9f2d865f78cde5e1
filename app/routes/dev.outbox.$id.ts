import { readableOutbox } from "~/server/email.server";
import type { Route } from "./+types/dev.outbox.$id";

/** One outbox message as the HTML the recipient would see. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const message = (await readableOutbox(request))?.messages.find((m) => m.id === params.id);
  if (!message) throw new Response("Not found", { status: 404 });
  return new Response(message.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // The email's own markup: no scripts, nothing embedded elsewhere.
      "Content-Security-Policy":
        "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

// GET /billing/receipt/:id: one payment as a downloadable HTML receipt. Only the payer may fetch it; anyone else gets 404.
import { eq } from "drizzle-orm";
import { data } from "react-router";
import * as s from "../../db/schema";
import { formatDate, formatPounds } from "~/domain/format";
import { PLAN_LABELS } from "~/domain/plan";
import { offerLabel } from "~/domain/subscription";
import { requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { log } from "~/server/log.server";
import { paymentFor } from "~/server/payment-history.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/billing.receipt.$id";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  try {
    const payment = await paymentFor(user.id, params.id);
    if (!payment) throw data("Not found", { status: 404 });
    const [profile] = await getDb()
      .select({ name: s.profiles.name })
      .from(s.profiles)
      .where(eq(s.profiles.userId, user.id))
      .limit(1);
    const html = receiptHtml({ ...payment, name: profile?.name ?? "", email: user.email });
    return new Response(html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Disposition": `attachment; filename="arrowed-receipt-${payment.paymentDate.toISOString().slice(0, 10)}-${payment.id.slice(0, 8)}.html"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof Response || (error as { type?: string })?.type === "DataWithResponseInit") throw error;
    log.error("receipt.failed", { userId: user.id, paymentId: params.id, error: (error as Error).message });
    return redirectWithToast("/profile", {
      type: "error",
      title: "Failed to generate receipt",
      description: "Please try again in a moment.",
    });
  }
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STATUS = { paid: "Paid", refunded: "Refunded", failed: "Payment failed" } as const;

function receiptHtml(p: typeof s.paymentHistory.$inferSelect & { name: string; email: string }) {
  const plan =
    p.subscriptionTier === "free"
      ? PLAN_LABELS.free
      : offerLabel({ plan: p.subscriptionTier, months: p.durationMonths });
  const rows: Array<[string, string]> = [
    ["Receipt number", p.id],
    ["Date", formatDate(p.paymentDate)],
    ["Billed to", [p.name, p.email].filter(Boolean).join(", ")],
    ["Plan", plan],
    ["Amount", `${formatPounds(p.amount)} ${p.currency.toUpperCase()}`],
    ["Status", STATUS[p.status]],
    ...(p.providerPaymentId ? [["Payment reference", p.providerPaymentId] as [string, string]] : []),
    ...(p.note ? [["Note", p.note] as [string, string]] : []),
  ];
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Arrowed receipt ${escape(p.id.slice(0, 8))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd}th{width:12rem;color:#555;font-weight:600}</style>
</head>
<body>
<h1>Arrowed — Receipt</h1>
<p>FRCR Part 1 anatomy question bank.</p>
<table>
${rows.map(([label, value]) => `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`).join("\n")}
</table>
<p>Fees are payable in advance and non-refundable (Terms of Service). Questions about this payment: reply to any email from us or use the support form.</p>
</body>
</html>
`;
}

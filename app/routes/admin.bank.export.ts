// The whole bank as a package (.zip), the same format bank:export writes: importing it changes nothing.
import { requireAdmin } from "~/server/auth.server";
import { exportBank } from "~/server/bank-export.server";
import { bankZip } from "~/server/bank-package.server";
import type { Route } from "./+types/admin.bank.export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const zip = bankZip(await exportBank());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="arrowed-bank-${day}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}

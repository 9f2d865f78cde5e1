// "Download my data": the signed-in user's own data as a JSON file (docs/decisions/026-own-data-backups-audit.md).
import { requireUser } from "~/server/auth.server";
import { exportUserData } from "~/server/my-data.server";
import type { Route } from "./+types/profile.data";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const mine = await exportUserData(user.id, now);
  if (!mine) throw new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(mine, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="arrowed-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

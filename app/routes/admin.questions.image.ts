// The editor's view of a question image: the kept original (or an upload waiting to be saved) rendered
// without arrows, so arrows can be placed on it. Admins only, never cached by anyone else.
import { pendingUpload } from "./admin.questions.server";
import { renderVariants } from "~/server/bank-image.server";
import { requireAdmin } from "~/server/auth.server";
import { storedQuestion } from "~/server/question-edit.server";
import { imageStore } from "~/server/storage.server";
import type { Route } from "./+types/admin.questions.image";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const upload = url.searchParams.get("upload");
  const code = url.searchParams.get("code");
  let original: Buffer | null = null;
  if (upload) original = (await pendingUpload(`console-uploads/${upload}`))?.bytes ?? null;
  else if (code) {
    const question = await storedQuestion(code);
    // A stack's slice (1-based), else the question's own image (a stack's arrowed slice).
    const slice = Number(url.searchParams.get("slice"));
    const sliceKey =
      question?.sliceFiles && Number.isInteger(slice) ? [...question.sliceFiles.values()][slice - 1] : null;
    original = question ? await imageStore().get(sliceKey ?? question.sourceKey ?? question.imageUrl) : null;
  }
  if (!original) return new Response("Not found", { status: 404 });
  const [center, width] = (url.searchParams.get("window") ?? "").split(",").map((v) => (v === "" ? NaN : Number(v)));
  const window =
    Number.isFinite(center) && Number.isFinite(width) && width! > 0 ? { center: center!, width: width! } : undefined;
  const { full } = await renderVariants(original, { arrows: [], window });
  return new Response(new Uint8Array(full.bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

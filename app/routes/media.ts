import { readImage, verifyImageSignature } from "~/server/storage.server";
import type { Route } from "./+types/media";

/** Serves a stored image to whoever holds a valid signed URL. */
export async function loader({ params, url }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!verifyImageSignature(key, url.searchParams.get("expires"), url.searchParams.get("signature"))) {
    return new Response("This image link has expired. Reload the page.", { status: 403 });
  }
  const image = await readImage(key);
  // The URL changes when its signature does, so the browser may keep the image until the link expires.
  const fresh = Math.max(0, Number(url.searchParams.get("expires")) - Math.floor(Date.now() / 1000));
  if (!image) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": key.endsWith(".webp")
        ? "image/webp"
        : key.endsWith(".png")
          ? "image/png"
          : "application/octet-stream",
      "Cache-Control": `private, max-age=${fresh}, immutable`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// Flash toasts through a short-lived cookie, so they survive a redirect without JavaScript.
import { redirect } from "react-router";
import { toastSchema, type Toast, type ToastInput } from "~/domain/toast-schema";
import { clearCookieHeader, cookies } from "./cookies.server";

export type { Toast, ToastInput };

const cookie = () => cookies().toast;

export async function toastHeader(toast: ToastInput) {
  const value: Toast = { id: crypto.randomUUID(), type: toast.type ?? "success", ...toast };
  return cookie().serialize(value);
}

/** Reads the pending toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = await cookie().parse(request.headers.get("cookie"));
  if (!raw) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clear: await clearCookieHeader("toast"),
  };
}

export async function redirectWithToast(url: string, toast: ToastInput, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers });
}

import type { ReactNode } from "react";

const TONES = {
  info: "border-primary/40 bg-primary/10",
  success: "border-success/40 bg-success/10",
  error: "border-danger/50 bg-danger/10",
} as const;

export function Alert({
  tone = "info",
  title,
  children,
  id,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {title ? <p className="font-semibold text-text">{title}</p> : null}
      {children ? <div className="mt-0.5 text-text/90">{children}</div> : null}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";

/**
 * A dialog that is also a page: the server renders it open (so it works without JavaScript, with a
 * Close link back), and in the browser it becomes a true modal — focus kept inside, Escape closes,
 * focus returns to where it was.
 */
export function RouteDialog({
  title,
  description,
  closeTo,
  children,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  closeTo: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const [modal, setModal] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (dialog.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    // A dialog that names its main action starts there; otherwise at the first control.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    setModal(true);
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      previous?.focus?.();
    };
  }, [closeTo, navigate]);

  return (
    <>
      {/* Without JavaScript the dialog is open but not modal: dim the page behind it all the same. */}
      {modal ? null : <Link to={closeTo} preventScrollReset aria-hidden="true" tabIndex={-1} className="fixed inset-0 z-40 bg-black/60" />}
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      className={`fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl border border-border bg-surface p-0 text-text shadow-2xl backdrop:bg-black/60 ${wide ? "max-w-4xl" : "max-w-lg"}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-6 py-4">
        <div>
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
        </div>
        <Link to={closeTo} preventScrollReset aria-label="Close" className="rounded-md px-2 text-2xl leading-none text-muted hover:text-text">
          ×
        </Link>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
    </>
  );
}

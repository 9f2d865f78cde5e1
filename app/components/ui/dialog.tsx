import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
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
    dialog.addEventListener("keydown", keepTabInside);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", keepTabInside);
      previous?.focus?.();
    };
  }, [closeTo, navigate]);

  return (
    <>
      {/* Without JavaScript the dialog is open but not modal: dim the page behind it all the same. */}
      {modal ? null : (
        <Link
          to={closeTo}
          preventScrollReset
          aria-hidden="true"
          tabIndex={-1}
          className="fixed inset-0 z-40 bg-black/60"
        />
      )}
      <dialog ref={ref} open aria-labelledby={titleId} className={dialogClass(wide)}>
        <DialogHeader titleId={titleId} title={title} description={description}>
          <Link to={closeTo} preventScrollReset aria-label="Close" className={CLOSE_CLASS}>
            ×
          </Link>
        </DialogHeader>
        <div className="px-6 py-5">{children}</div>
      </dialog>
    </>
  );
}

/**
 * A modal that only exists with JavaScript, opened by a button on the page (not an address of its own):
 * focus moves inside and stays there, Escape or × closes it, and focus returns to where it was.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", keepTabInside);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", keepTabInside);
      dialog.close();
      previous?.focus?.();
    };
  }, []);

  // Into the body: the opener may sit inside a form or another dialog.
  return createPortal(
    <dialog ref={ref} aria-labelledby={titleId} className={dialogClass(wide)}>
      <DialogHeader titleId={titleId} title={title}>
        <button type="button" aria-label="Close" onClick={() => close.current()} className={CLOSE_CLASS}>
          ×
        </button>
      </DialogHeader>
      <div className="px-6 py-5">{children}</div>
    </dialog>,
    document.body,
  );
}

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Tab and Shift+Tab go round the dialog's own controls: a modal <dialog> alone lets the focus leave
 * for the page's body and the browser's address bar on the way round.
 */
export function keepTabInside(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const dialog = event.currentTarget as HTMLElement;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (controls.length === 0) return;
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

const CLOSE_CLASS = "rounded-md px-2 text-2xl leading-none text-muted hover:text-text";

function dialogClass(wide: boolean) {
  return `fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl border border-border bg-surface p-0 text-text shadow-2xl backdrop:bg-black/60 ${wide ? "max-w-4xl" : "max-w-lg"}`;
}

function DialogHeader({
  titleId,
  title,
  description,
  children,
}: {
  titleId: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-border px-6 py-4">
      <div>
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
      </div>
      {children}
    </div>
  );
}

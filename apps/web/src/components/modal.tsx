import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { CloseIcon } from "./icons.tsx";

type ModalLayout = "notice" | "panel" | "popover";

interface ModalProps {
  open: boolean;
  /** The dialog's name, shown as its heading. */
  title: string;
  /** Escape, the backdrop and the close button call it; leave it out for a modal that only its own buttons close. */
  onClose?: () => void;
  children: ReactNode;
  /**
   * "notice" (default): centred icon, title and content;
   * "panel": a header bar with the title and a scrolling body;
   * "popover": a small panel anchored under the top bar.
   */
  layout?: ModalLayout;
  /** Shown above the title in the "notice" layout. */
  icon?: ReactNode;
  /** Panel width: "xl" for wide content such as the image viewer. */
  size?: "md" | "xl";
  role?: "dialog" | "alertdialog";
  /** Show the close (X) button when `onClose` is given; false leaves closing to the dialog's own buttons. */
  closeButton?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

const DIALOG_CLASS: Record<ModalLayout, string> = {
  notice:
    "m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-[2px]",
  panel: "m-auto w-[calc(100%-1.5rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70",
  popover:
    "fixed top-16 right-2 left-auto m-0 max-h-[70dvh] w-[calc(100%-1rem)] max-w-sm rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/20 sm:right-4",
};

/**
 * Puts the keyboard's starting point back at the top of the page: a dialog that opened with nothing focused
 * (the location popup, on arrival) would otherwise leave it where the dialog sat in the page, and the next Tab
 * would land after it, in the bottom bar.
 */
function focusPageStart(): void {
  const { body } = document;
  body.setAttribute("tabindex", "-1");
  body.focus({ preventScroll: true });
  body.removeAttribute("tabindex");
}

/**
 * A native modal dialog: focus moves inside and stays there, Escape and the backdrop close it (when `onClose`
 * is given), and focus returns to where it was once it closes (or to the top of the page, when nothing had it).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  layout = "notice",
  icon,
  size = "md",
  role = "dialog",
  closeButton: showCloseButton = true,
  closeLabel = "Close",
  onKeyDown,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Opened in a task of its own once the page has painted: opening a modal lays out the page there and then,
    // and inside React's commit or the next frame's callback that would join the layout and paint of
    // everything React has just changed (the whole page when it first draws) into one long task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!dialog.open && dialog.isConnected) dialog.showModal();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      const focusWasInside = dialog.contains(document.activeElement);
      if (dialog.open) dialog.close();
      const active = document.activeElement;
      if (!focusWasInside && active && active !== document.body) return;
      if (previous?.isConnected && previous !== document.body) previous.focus();
      else focusPageStart();
    };
  }, [open]);

  const closeButton =
    onClose && showCloseButton ? (
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className={
          layout === "notice"
            ? "absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
            : `flex items-center justify-center rounded-full text-ink-muted hover:bg-surface ${
                layout === "panel" ? "size-10" : "size-11"
              }`
        }
      >
        <CloseIcon className="size-5" />
      </button>
    ) : null;

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose?.();
      }}
      className={`${DIALOG_CLASS[layout]}${layout === "panel" ? (size === "xl" ? " max-w-5xl" : " max-w-md") : ""}`}
    >
      {open ? (
        layout === "notice" ? (
          <div
            className={`relative flex flex-col items-center gap-4 px-6 pb-8 text-center sm:px-8 ${
              closeButton ? "pt-10" : "pt-8"
            }`}
          >
            {closeButton}
            {icon}
            <h2 id={titleId} className="font-display text-2xl font-bold">
              {title}
            </h2>
            {children}
          </div>
        ) : (
          <div className={layout === "panel" ? "flex max-h-[calc(100dvh-2rem)] flex-col" : "flex flex-col"}>
            <div
              className={
                layout === "panel"
                  ? "flex items-center justify-between gap-3 border-b border-line px-5 py-3"
                  : "flex items-center justify-between border-b border-line py-1 pr-1 pl-4"
              }
            >
              <h2
                id={titleId}
                className={layout === "panel" ? "font-display text-lg font-bold" : "font-display font-bold"}
              >
                {title}
              </h2>
              {closeButton}
            </div>
            {layout === "panel" ? <div className="overflow-y-auto p-5">{children}</div> : children}
          </div>
        )
      ) : null}
    </dialog>
  );
}

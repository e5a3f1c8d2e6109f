/**
 * Where toasts appear: below the top bar of every screen (64 px at most) and below anything that stacks under
 * it and says so through this CSS variable (the active ride bar), so a toast never covers the header, the
 * bell or the bar's action.
 */
export const TOAST_BELOW_VARIABLE = "--cg-below-header";

/** Set while the offline banner shows (it sits where toasts open): toasts open below it. */
export const OFFLINE_BANNER_VARIABLE = "--cg-offline-banner";

/** Where the first thing under the top bar (and under the active ride bar) floats. */
export const BELOW_HEADER_TOP = `calc(4.75rem + var(${TOAST_BELOW_VARIABLE}, 0px))`;

export const TOAST_TOP = `calc(4.75rem + var(${TOAST_BELOW_VARIABLE}, 0px) + var(${OFFLINE_BANNER_VARIABLE}, 0px))`;

/** Tells toasts that `height` more pixels under the top bar are taken while the caller is shown. */
export function reserveBelowHeader(height: number): () => void {
  const root = document.documentElement;
  root.style.setProperty(TOAST_BELOW_VARIABLE, `${height}px`);
  return () => root.style.removeProperty(TOAST_BELOW_VARIABLE);
}

/** Keeps toasts below an element under the top bar for as long as it shows (its height, 0 when hidden). */
export function reserveBelowHeaderFor(element: HTMLElement): () => void {
  let release = () => {};
  const observer = new ResizeObserver(() => {
    release();
    release = element.offsetHeight > 0 ? reserveBelowHeader(element.offsetHeight) : () => {};
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    release();
  };
}

import { useSyncExternalStore } from "react";

/**
 * Where toasts appear: at the bottom, clear of every screen's heading and of the map's controls. On a phone,
 * centred above the bottom bar and above the main action pinned at the foot of a ride sheet, so they stay over
 * the sheet, never over the map that fills the top of the ride screens, nor over the button the rider reaches
 * for; on a wide screen, in the bottom right corner, away from the headings and the ride sheet on the left.
 *
 * What stacks under the top bar (the active ride bar) says how tall it is here, so the offline banner opens
 * below it.
 */
export const TOAST_BELOW_VARIABLE = "--cg-below-header";

/** The height of the phone's bottom bar, while it shows. */
export const BOTTOM_BAR_VARIABLE = "--cg-bottom-bar";

/** The height of the action pinned at the foot of a ride sheet, while it shows. */
export const SHEET_FOOTER_VARIABLE = "--cg-sheet-footer";

/** Where the first thing under the top bar (and under the active ride bar) floats. */
export const BELOW_HEADER_TOP = `calc(4.75rem + var(${TOAST_BELOW_VARIABLE}, 0px))`;

/** How far above the bottom of the screen toasts open on a phone. */
export const TOAST_BOTTOM = `calc(0.75rem + env(safe-area-inset-bottom) + var(${BOTTOM_BAR_VARIABLE}, 0px) + var(${SHEET_FOOTER_VARIABLE}, 0px))`;

/** On a wide screen (no bottom bar; the ride sheet floats on the left). */
export const WIDE_TOAST_BOTTOM = "calc(1.5rem + env(safe-area-inset-bottom))";

/** Wide enough for the top bar's navigation and a ride sheet beside the map (Tailwind's `md`). */
const WIDE = "(min-width: 768px)";

const subscribeWide = (listener: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
};

/** Whether toasts go to the bottom right (a wide screen) or the bottom centre (a phone); follows the width. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => matchMedia(WIDE).matches,
    () => false,
  );
}

/** Tells the offline banner that `height` more pixels under the top bar are taken while the caller shows. */
export function reserveBelowHeader(height: number): () => void {
  return reserve(TOAST_BELOW_VARIABLE, height);
}

/** Keeps the offline banner below an element under the top bar while it shows (its height, 0 when hidden). */
export function reserveBelowHeaderFor(element: HTMLElement): () => void {
  return reserveFor(element, TOAST_BELOW_VARIABLE);
}

/**
 * Keeps toasts clear of an element at the bottom of the screen for as long as it shows: the bottom bar
 * (BOTTOM_BAR_VARIABLE) or a sheet's pinned action (SHEET_FOOTER_VARIABLE).
 */
export function reserveAboveFor(
  element: HTMLElement,
  variable: typeof BOTTOM_BAR_VARIABLE | typeof SHEET_FOOTER_VARIABLE,
): () => void {
  return reserveFor(element, variable);
}

function reserve(variable: string, height: number): () => void {
  const root = document.documentElement;
  root.style.setProperty(variable, `${height}px`);
  return () => root.style.removeProperty(variable);
}

/** The element's height in `variable` while it shows (0 when hidden, e.g. the bottom bar on a wide screen). */
function reserveFor(element: HTMLElement, variable: string): () => void {
  let release = () => {};
  const observer = new ResizeObserver(() => {
    release();
    release = element.offsetHeight > 0 ? reserve(variable, element.offsetHeight) : () => {};
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    release();
  };
}

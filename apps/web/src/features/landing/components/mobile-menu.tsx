import { LAYOUT } from "@campusgo/domain/constants";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CloseIcon } from "../../../components/icons.tsx";
import { paths } from "../../../config/paths.ts";
import { useDialogFocus } from "../hooks/use-dialog-focus.ts";
import { useScrollLock } from "../hooks/use-scroll-lock.ts";
import { BrandLink } from "./brand-link.tsx";
import { NavItems } from "./nav-items.tsx";

export const MOBILE_MENU_ID = "mobile-menu";

const drawerItem =
  "flex min-h-12 w-full items-center rounded-xl px-3 text-left text-base font-semibold text-ink transition hover:bg-brand-50 hover:text-brand-800";

/**
 * The small-screen menu: a drawer sliding in from the right over two-thirds of the width. While open the page
 * behind cannot scroll; the backdrop, Escape, the close button and every link close it.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useDialogFocus(open, panel, onClose);

  // Growing the window past the breakpoint hides the drawer: close it so the page scrolls again.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia("(min-width: 64rem)");
    const onChange = () => wide.matches && onClose();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, onClose]);

  return (
    <div className={`fixed inset-0 z-50 lg:hidden ${open ? "" : "pointer-events-none"}`}>
      {/* The backdrop is a pointer shortcut (hidden from assistive technology); keyboards use Escape or Close. */}
      <div
        data-testid="menu-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-ink/55 transition-opacity duration-300 ${open ? "opacity-100" : "opacity-0"}`}
      />
      <div
        ref={panel}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        style={{ width: LAYOUT.menuDrawerWidth }}
        className={`absolute inset-y-0 right-0 flex flex-col overflow-y-auto bg-white shadow-2xl duration-300 ease-out motion-reduce:transition-none ${
          // Visible at once when opening (so focus can move in), hidden only after sliding out when closing.
          open
            ? "visible translate-x-0 transition-transform"
            : "invisible translate-x-full transition-[transform,visibility]"
        }`}
      >
        <div className="flex items-center justify-between gap-2 border-line border-b py-2.5 pr-2 pl-4">
          <BrandLink onClick={onClose} />
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink transition hover:bg-brand-50"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-2 py-4">
          <NavItems listClassName="flex flex-col gap-1" itemClassName={drawerItem} onNavigate={onClose} />
        </nav>
        <div className="flex flex-col gap-2.5 border-line border-t p-4">
          <Link to={paths.login} onClick={onClose} className="btn-outline w-full">
            Login
          </Link>
          <Link to={paths.signupAs} onClick={onClose} className="btn-primary w-full">
            Sign Up
          </Link>
        </div>
      </div>
    </div>
  );
}

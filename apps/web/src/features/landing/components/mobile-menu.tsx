import { LAYOUT } from "@campusgo/domain/constants";
import { Link } from "react-router";
import { CloseIcon } from "../../../components/icons.tsx";
import { paths } from "../../../config/paths.ts";
import { MOBILE_MENU_ID } from "../landing-links.ts";
import { BrandLink } from "./brand-link.tsx";
import { NavItems } from "./nav-items.tsx";

const drawerItem =
  "flex min-h-12 w-full items-center rounded-xl px-3 text-left text-base font-semibold text-ink transition hover:bg-brand-50 hover:text-brand-800";

/**
 * The small-screen menu: a drawer sliding in from the right over two-thirds of the width. While open the page
 * behind cannot scroll; the backdrop, Escape, the close button and every link close it. The landing page's
 * script (landing-behaviour.ts) opens and closes it through `data-open`.
 */
export function MobileMenu() {
  return (
    <div
      data-menu=""
      className="group/menu pointer-events-none fixed inset-0 z-50 data-open:pointer-events-auto lg:hidden"
    >
      {/* The backdrop is a pointer shortcut (hidden from assistive technology); keyboards use Escape or Close. */}
      <div
        data-testid="menu-backdrop"
        data-menu-close=""
        aria-hidden="true"
        className="absolute inset-0 bg-ink/55 opacity-0 transition-opacity duration-300 group-data-open/menu:opacity-100"
      />
      <div
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        style={{ width: LAYOUT.menuDrawerWidth }}
        // Visible at once when opening (so focus can move in), hidden only after sliding out when closing.
        className="invisible absolute inset-y-0 right-0 flex translate-x-full flex-col overflow-y-auto bg-white shadow-2xl transition-[transform,visibility] duration-300 ease-out group-data-open/menu:visible group-data-open/menu:translate-x-0 group-data-open/menu:transition-transform motion-reduce:transition-none"
      >
        <div className="flex items-center justify-between gap-2 border-line border-b py-2.5 pr-2 pl-4">
          <BrandLink />
          <button
            type="button"
            aria-label="Close menu"
            data-menu-close=""
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink transition hover:bg-brand-50"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-2 py-4">
          <NavItems listClassName="flex flex-col gap-1" itemClassName={drawerItem} />
        </nav>
        <div className="flex flex-col gap-2.5 border-line border-t p-4">
          <Link to={paths.login} className="btn-outline w-full">
            Login
          </Link>
          <Link to={paths.signupAs} className="btn-primary w-full">
            Sign Up
          </Link>
        </div>
      </div>
    </div>
  );
}

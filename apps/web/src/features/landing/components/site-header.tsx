import { Link } from "react-router";
import { MenuIcon } from "../../../components/icons.tsx";
import { paths } from "../../../config/paths.ts";
import { MOBILE_MENU_ID } from "../landing-links.ts";
import { BrandLink } from "./brand-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavItems } from "./nav-items.tsx";

const barItem =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] font-medium text-ink-muted transition hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800";

/** The landing header: the full navigation on wide screens, a menu button that opens the drawer on small ones. */
export function SiteHeader() {
  return (
    <>
      <header className="sticky top-0 z-40 border-line/80 border-b bg-white/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-6 lg:h-[4.5rem]">
          <BrandLink />
          <nav aria-label="Main" className="hidden lg:block">
            <NavItems listClassName="flex items-center gap-1" itemClassName={barItem} />
          </nav>
          <div className="hidden items-center gap-2 lg:flex">
            <Link to={paths.login} className={barItem}>
              Login
            </Link>
            <Link to={paths.signupAs} className="btn-primary">
              Sign Up
            </Link>
          </div>
          <button
            type="button"
            aria-label="Menu"
            aria-expanded={false}
            aria-controls={MOBILE_MENU_ID}
            data-menu-button=""
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-xl text-ink transition hover:bg-brand-50 lg:hidden"
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </header>
      <MobileMenu />
    </>
  );
}

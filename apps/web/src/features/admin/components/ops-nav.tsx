import { Link, useLocation } from "react-router";
import { adminPaths } from "../../../config/paths.ts";
import { useSignedInUser } from "../../../lib/signed-in-user.tsx";
import { canOpen } from "../rights.ts";

/**
 * The operations area's screens: the service live and the data it runs on. The commission stays on the money
 * settings screen, linked from here; the trip checks' thresholds and night hours are on Trip checks; the emergency
 * numbers stay on the SOS page.
 */
export const OPS_LINKS: readonly { to: string; label: string; short?: string }[] = [
  { to: adminPaths.live, label: "Live operations", short: "Live" },
  { to: adminPaths.serviceSettings, label: "Fares and dispatch", short: "Fares" },
  { to: adminPaths.places, label: "Campus places", short: "Places" },
  { to: adminPaths.tripChecks, label: "Trip checks", short: "Checks" },
  { to: adminPaths.moneySettings, label: "Commission" },
];

/**
 * The operations area's own tabs on small screens (the side navigation lists them on large ones): those the
 * admin's right opens (the commission needs finance).
 */
export function OpsNav() {
  const { pathname } = useLocation();
  const right = useSignedInUser().adminRight;
  const links = OPS_LINKS.filter((item) => canOpen(right, item.to));
  return (
    <nav
      aria-label="Operations"
      className="mb-5 grid gap-1 lg:hidden"
      // Up to four tabs share one row of a 360 px phone; five (a super admin's) wrap to two rows of three.
      style={{ gridTemplateColumns: `repeat(${links.length > 4 ? 3 : links.length}, minmax(0, 1fr))` }}
    >
      {links.map((item) => {
        const active = pathname.startsWith(item.to);
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-current={active ? "page" : undefined}
            className={`inline-flex min-h-10 min-w-0 items-center justify-center rounded-full px-1 text-[0.8rem] font-semibold ring-1 sm:px-2 sm:text-sm ${
              active
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-ink-muted ring-line hover:text-ink"
            }`}
          >
            {item.short ? (
              <>
                <span className="sm:hidden">{item.short}</span>
                <span className="hidden sm:inline">{item.label}</span>
              </>
            ) : (
              item.label
            )}
          </Link>
        );
      })}
    </nav>
  );
}

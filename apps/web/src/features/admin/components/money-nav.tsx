import { Link, useLocation } from "react-router";
import { adminPaths } from "../../../config/paths.ts";
import { useSignedInUser } from "../../../lib/signed-in-user.tsx";
import { canOpen } from "../rights.ts";

/** The money area's screens; `short` names one on a phone, whose tab has no room for its label. */
export const MONEY_LINKS: readonly { to: string; label: string; short?: string }[] = [
  { to: adminPaths.payments, label: "Payments" },
  { to: adminPaths.payouts, label: "Payouts" },
  { to: adminPaths.reviews, label: "Trips to review", short: "Reviews" },
  { to: adminPaths.disputes, label: "Disputed deliveries", short: "Disputes" },
  { to: adminPaths.reports, label: "Reports" },
  { to: adminPaths.moneySettings, label: "Settings" },
];

/** The money area's own tabs on small screens (the side navigation lists them on large ones). */
export function MoneyNav() {
  const { pathname } = useLocation();
  const right = useSignedInUser().adminRight;
  return (
    <nav aria-label="Money" className="mb-5 grid grid-cols-3 gap-1 sm:grid-cols-6 lg:hidden">
      {MONEY_LINKS.filter((item) => canOpen(right, item.to)).map((item) => {
        const active = pathname.startsWith(item.to);
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-current={active ? "page" : undefined}
            className={`inline-flex min-h-10 items-center justify-center rounded-full px-2 text-sm font-semibold ring-1 ${
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

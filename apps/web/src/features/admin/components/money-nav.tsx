import { Link, useLocation } from "react-router";
import { adminPaths } from "../../../config/paths.ts";

export const MONEY_LINKS = [
  { to: adminPaths.payments, label: "Payments" },
  { to: adminPaths.payouts, label: "Payouts" },
  { to: adminPaths.reports, label: "Reports" },
  { to: adminPaths.moneySettings, label: "Settings" },
] as const;

/** The money area's own tabs on small screens (the side navigation lists them on large ones). */
export function MoneyNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Money" className="mb-5 grid grid-cols-4 gap-1 lg:hidden">
      {MONEY_LINKS.map((item) => {
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
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

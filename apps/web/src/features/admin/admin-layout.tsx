import type { PublicUser } from "@campusgo/domain";
import { Link, useLocation, useNavigate } from "react-router";
import {
  AlertCircleIcon,
  BusIcon,
  CarIcon,
  GridIcon,
  InboxIcon,
  ListIcon,
  LogoutIcon,
  MailIcon,
  MapPinIcon,
  PackageIcon,
  SettingsIcon,
  TicketIcon,
  UsersIcon,
  WalletIcon,
} from "../../components/app-icons.tsx";
import { adminPaths, paths } from "../../config/paths.ts";
import { useSignedInUser } from "../../lib/signed-in-user.tsx";
import { useLogout } from "../auth/index.ts";
import { useKycList } from "./api/list-kyc.ts";
import { AdminBrand } from "./components/admin-brand.tsx";
import { RightGate } from "./components/right-gate.tsx";
import { SosAlertBanner } from "./components/sos-alert-banner.tsx";
import { TripCheckAlertBanner } from "./components/trip-check-alert-banner.tsx";
import { canOpen } from "./rights.ts";

/** The admin area's frame (navigation, the admin's name, log out); the router lets only admins in. */
export default function AdminLayout() {
  return <AdminFrame user={useSignedInUser()} />;
}

/**
 * `short`: the words shown on a phone, where six items share the width, and the name a screen reader says
 * there (it holds the words shown).
 */
const NAV = [
  {
    to: adminPaths.queue,
    label: "Verifications",
    short: { shown: "KYC", name: "KYC verifications" },
    Icon: InboxIcon,
  },
  { to: adminPaths.drivers, label: "Drivers", Icon: CarIcon },
  { to: adminPaths.riders, label: "Riders", Icon: UsersIcon },
  {
    to: adminPaths.shuttleLines,
    label: "Shuttle lines",
    short: { shown: "Lines", name: "Shuttle lines" },
    Icon: BusIcon,
  },
  { to: adminPaths.audit, label: "Audit log", short: { shown: "Audit", name: "Audit log" }, Icon: ListIcon },
] as const;

/** SOS and the emergency numbers: in the side navigation; on phones a button in the top bar. */
const SOS_ITEM = { to: adminPaths.sos, label: "SOS and emergency numbers", Icon: AlertCircleIcon } as const;

/** The admins and their rights: super admins only, in the side navigation (on phones from the audit log). */
const ADMINS_ITEM = { to: adminPaths.admins, label: "Admins and rights", Icon: UsersIcon } as const;

/** The inbox (payment reports, flagged trips, support messages, disputes, SOS): on phones a top-bar button. */
const INBOX_ITEM = { to: adminPaths.inbox, label: "Inbox", Icon: MailIcon } as const;

/** The money section: its own group in the side navigation, one "Money" item (and tabs) on small screens. */
const MONEY_NAV = [
  { to: adminPaths.payments, label: "Payments", Icon: WalletIcon },
  { to: adminPaths.payouts, label: "Payouts", Icon: TicketIcon },
  { to: adminPaths.reviews, label: "Trips to review", Icon: MapPinIcon },
  { to: adminPaths.disputes, label: "Disputed deliveries", Icon: PackageIcon },
  { to: adminPaths.reports, label: "Reports", Icon: AlertCircleIcon },
  { to: adminPaths.moneySettings, label: "Settings", Icon: SettingsIcon },
] as const;
const MONEY_ITEM = { to: adminPaths.payments, label: "Money", Icon: WalletIcon } as const;
const isMoneyPath = (pathname: string) => MONEY_NAV.some((item) => pathname.startsWith(item.to));

/**
 * Operations: the service live and the data it runs on (fares, dispatch, places). Its own group in the side
 * navigation, one "Ops" item (and tabs, components/ops-nav.tsx) on small screens. The safety thresholds join it.
 */
const OPS_NAV = [
  { to: adminPaths.live, label: "Live operations", Icon: GridIcon },
  { to: adminPaths.serviceSettings, label: "Fares and dispatch", Icon: SettingsIcon },
  { to: adminPaths.places, label: "Campus places", Icon: MapPinIcon },
  { to: adminPaths.tripChecks, label: "Trip checks", Icon: AlertCircleIcon },
] as const;
const OPS_ITEM = {
  to: adminPaths.live,
  label: "Operations",
  short: { shown: "Ops", name: "Operations" },
  Icon: GridIcon,
} as const;
const isOpsPath = (pathname: string) => OPS_NAV.some((item) => pathname.startsWith(item.to));
/** A phone's one row of navigation: the items the admin's right opens share the width. */
const PHONE_NAV = [...NAV, OPS_ITEM, MONEY_ITEM] as const;

type NavItem =
  | (typeof NAV)[number]
  | (typeof MONEY_NAV)[number]
  | typeof MONEY_ITEM
  | typeof SOS_ITEM
  | typeof INBOX_ITEM
  | typeof ADMINS_ITEM
  | (typeof OPS_NAV)[number]
  | typeof OPS_ITEM;

function AdminFrame({ user }: { user: PublicUser }) {
  const right = user.adminRight;
  const pending = useKycList("pending", canOpen(right, adminPaths.queue));
  const logOut = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pendingCount = pending.data?.length ?? 0;
  const phoneItems = PHONE_NAV.filter((item) => canOpen(right, item.to)).length;

  const isActive = (item: NavItem) =>
    item === MONEY_ITEM
      ? isMoneyPath(pathname)
      : item === OPS_ITEM
        ? isOpsPath(pathname)
        : item.to === adminPaths.queue
          ? pathname === adminPaths.queue || pathname.startsWith("/admin/kyc")
          : pathname.startsWith(item.to);

  const link = (item: NavItem, compact: boolean) => {
    // The menu shows only what the admin's right opens (decision 0035).
    if (!canOpen(right, item.to)) return null;
    const active = isActive(item);
    return (
      <Link
        key={`${item.to}-${item.label}`}
        to={item.to}
        aria-current={active ? "page" : undefined}
        className={
          compact
            ? `relative flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 text-xs font-semibold ${
                active ? "bg-brand-700 text-white" : "text-ink-muted hover:bg-brand-50"
              }`
            : `flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold ${
                active ? "bg-brand-700 text-white" : "text-ink-muted hover:bg-brand-50 hover:text-brand-800"
              }`
        }
      >
        <item.Icon className="size-5 shrink-0" />
        {compact && "short" in item ? (
          <>
            <span aria-hidden="true">{item.short.shown}</span>
            <span className="sr-only">{item.short.name}</span>
          </>
        ) : (
          item.label
        )}
        {item.to === adminPaths.queue && pendingCount > 0 && (
          <span
            className={`inline-flex min-w-6 items-center justify-center rounded-full bg-keke-400 px-1.5 text-xs font-bold text-ink ${
              compact ? "absolute top-1 right-1 min-w-5 text-[0.65rem]" : "ml-auto"
            }`}
          >
            {pendingCount}
            <span className="sr-only"> pending</span>
          </span>
        )}
      </Link>
    );
  };

  const signOut = () =>
    logOut.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  return (
    <div className="min-h-dvh bg-surface lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r border-line bg-white lg:flex lg:min-h-dvh lg:flex-col lg:gap-6 lg:p-5">
        <AdminBrand />
        <nav aria-label="Admin" className="flex flex-col gap-1">
          {link(INBOX_ITEM, false)}
          {NAV.map((item) => link(item, false))}
          {link(SOS_ITEM, false)}
          {link(ADMINS_ITEM, false)}
          {OPS_NAV.some((item) => canOpen(right, item.to)) && (
            <h2 className="px-3 pt-4 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase">
              Operations
            </h2>
          )}
          {OPS_NAV.map((item) => link(item, false))}
          <h2 className="px-3 pt-4 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase">Money</h2>
          {MONEY_NAV.map((item) => link(item, false))}
        </nav>
        <div className="mt-auto space-y-3 border-t border-line pt-4">
          <p className="text-sm">
            <span className="block font-semibold text-ink">{user.fullName}</span>
            <span className="block truncate text-ink-muted">{user.email}</span>
          </p>
          <button type="button" className="btn-outline w-full border-line text-ink" onClick={signOut}>
            <LogoutIcon className="size-4" />
            Log out
          </button>
        </div>
      </aside>

      <div className="min-w-0">
        <SosAlertBanner />
        <TripCheckAlertBanner />
        <header className="sticky top-0 z-10 border-b border-line bg-white/95 backdrop-blur lg:hidden">
          <div className="flex h-14 items-center justify-between px-4">
            <AdminBrand />
            <Link
              to={adminPaths.inbox}
              aria-current={pathname.startsWith(adminPaths.inbox) ? "page" : undefined}
              aria-label="Inbox"
              title="Inbox"
              className="ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
            >
              <MailIcon className="size-5" />
            </Link>
            <Link
              to={adminPaths.sos}
              aria-current={pathname.startsWith(adminPaths.sos) ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full px-2 text-sm font-bold text-danger hover:bg-red-50"
            >
              SOS
            </Link>
            <button
              type="button"
              onClick={signOut}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-ink-muted hover:bg-surface max-[400px]:px-2"
            >
              <LogoutIcon className="size-4" />
              {/* On the narrowest phones the icon alone, beside Inbox and SOS. */}
              <span className="max-[400px]:sr-only">Log out</span>
            </button>
          </div>
          <nav
            aria-label="Admin"
            className="grid gap-0.5 px-1 pb-2"
            style={{ gridTemplateColumns: `repeat(${phoneItems}, minmax(0, 1fr))` }}
          >
            {PHONE_NAV.map((item) => link(item, true))}
          </nav>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <RightGate right={right} />
        </main>
      </div>
    </div>
  );
}

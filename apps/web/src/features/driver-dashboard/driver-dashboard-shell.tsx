import type { PublicUser } from "@campusgo/domain";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { ClockIcon, GridIcon, InboxIcon, SearchIcon, WalletIcon } from "../../components/app-icons.tsx";
import { Logo } from "../../components/logo.tsx";
import { reserveBelowHeaderFor } from "../../lib/toast-placement.ts";
import {
  NotificationBell,
  NotificationsDialog,
  ProfileMenu,
  useNotifications,
  useNotificationsPanel,
} from "../dashboard/index.ts";

/** Ride notices a driver may miss while away from the ride panels: a booking ahead, its reminder, its release. */
const BOOKING_KINDS = new Set(["ride.reserved", "ride.confirm", "ride.released"]);

import { useDriverDeliveries, useOpenDeliveryRequests } from "../driver-deliveries/index.ts";
import {
  IncomingRequestView,
  markRequestsSeen,
  useDriverOnline,
  useNewRequestCount,
} from "../driver-rides/index.ts";
import { SuspendedCard } from "./components/suspended-card.tsx";
import { OnlineSwitch } from "./online-switch.tsx";
import { DashboardTab } from "./tabs/dashboard-tab.tsx";
import { EarningTab } from "./tabs/earning-tab.tsx";
import { HistoryTab } from "./tabs/history-tab.tsx";
import { RequestTab } from "./tabs/request-tab.tsx";
import type { DriverTabProps } from "./tabs/tab-props.ts";

type TabId = "dashboard" | "request" | "history" | "earning";

const TABS: {
  id: TabId;
  label: string;
  icon: ComponentType<{ className?: string }>;
  Content: ComponentType<DriverTabProps>;
}[] = [
  { id: "dashboard", label: "Dashboard", icon: GridIcon, Content: DashboardTab },
  { id: "request", label: "Request", icon: InboxIcon, Content: RequestTab },
  { id: "history", label: "History", icon: ClockIcon, Content: HistoryTab },
  { id: "earning", label: "Earning", icon: WalletIcon, Content: EarningTab },
];

const tabHref = (id: TabId) => (id === "dashboard" ? "/dashboard" : `/dashboard?tab=${id}`);

/** What the search box looks through on each tab (its accessible description). */
const SEARCH_HINT: Record<TabId, string> = {
  dashboard: "Press Enter to search your history by place, rider or plate.",
  request: "Filters the requests by place, rider or plate.",
  history: "Filters your history by place, rider or plate.",
  earning: "Filters your earnings by place.",
};

/**
 * The driver's dashboard (SPEC 2.10): side tabs Dashboard, Request, History, Earning (with a count of new
 * requests); a search box that filters the open tab (on Dashboard, Enter searches the history); the online/offline
 * switch; a greeting with the full name. Account screens (edit profile, settings) open inside it.
 */
export default function DriverDashboardShell({ user }: { user: PublicUser }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const atIndex = location.pathname.replace(/\/$/, "") === "/dashboard";
  const requested = params.get("tab");
  const active = TABS.find((t) => t.id === requested) ?? TABS[0];
  const navigate = useNavigate();
  const { online, suspension, setOnline, pending: switching } = useDriverOnline();
  useDriverDeliveries(online);
  const suspendedId = useId();
  const parcelRequests = useOpenDeliveryRequests(online);
  const newRequests = useNewRequestCount(online, parcelRequests);
  const onRequestTab = atIndex && active?.id === "request";
  const [search, setSearch] = useState("");
  // The ride panels announce ride events themselves; the rest (KYC decisions, bookings ahead: booked, confirm,
  // released) shows as toasts.
  const notifications = useNotifications(
    (item) => !item.kind.startsWith("ride.") || BOOKING_KINDS.has(item.kind),
  );
  const panel = useNotificationsPanel(notifications.data?.unread);
  const searchId = useId();
  // On small screens the tabs sit under the top bar: toasts open below them, never over a tab.
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => (tabsRef.current ? reserveBelowHeaderFor(tabsRef.current) : undefined), []);

  // Opening the Request tab shows the new requests: the count clears, and stays clear while the tab is open.
  useEffect(() => {
    if (onRequestTab && newRequests > 0) markRequestsSeen();
  }, [onRequestTab, newRequests]);

  const tabLinks = (variant: "side" | "top") =>
    TABS.map((tab) => {
      const current = atIndex && tab.id === active?.id;
      const Icon = tab.icon;
      const side = variant === "side";
      return (
        <Link
          key={tab.id}
          to={tabHref(tab.id)}
          aria-current={current ? "page" : undefined}
          className={
            side
              ? `flex min-h-12 items-center gap-3 rounded-xl px-4 font-semibold transition ${
                  current ? "bg-white text-brand-800" : "text-brand-100 hover:bg-white/10 hover:text-white"
                }`
              : `flex min-h-12 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold transition ${
                  current ? "bg-brand-700 text-white" : "text-ink-muted hover:bg-surface"
                }`
          }
        >
          <span className="relative">
            <Icon className="size-5" />
            {tab.id === "request" && newRequests > 0 ? (
              <span
                data-testid="request-badge"
                className={`absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[0.7rem] leading-none font-bold ${
                  side ? "bg-keke-500 text-ink" : "bg-danger text-white"
                }`}
              >
                {newRequests}
                <span className="sr-only"> new</span>
              </span>
            ) : null}
          </span>
          {tab.label}
        </Link>
      );
    });

  const Content = active?.Content ?? DashboardTab;

  return (
    <div className="flex h-dvh bg-surface">
      <aside className="hidden w-64 shrink-0 flex-col bg-gradient-to-b from-brand-800 to-brand-900 p-5 lg:flex">
        <Logo tone="light" />
        <nav aria-label="Driver dashboard" className="mt-10 flex flex-col gap-1">
          {tabLinks("side")}
        </nav>
        <p className="mt-auto rounded-2xl bg-white/10 p-4 text-sm text-brand-100">
          Keep your switch on Online to receive ride requests from students nearby.
        </p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 shrink-0 items-center gap-2 border-b border-line bg-white px-3 sm:px-6">
          <div className="lg:hidden">
            <Logo compact />
          </div>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <OnlineSwitch
              online={online}
              onChange={setOnline}
              disabled={switching || suspension !== null}
              describedBy={suspension && atIndex ? `${suspendedId}-desc` : undefined}
            />
            <NotificationBell unread={notifications.data?.unread} onOpen={panel.show} />
            <ProfileMenu user={user} />
          </div>
        </header>
        <nav
          ref={tabsRef}
          aria-label="Driver dashboard"
          className="flex shrink-0 gap-1 border-b border-line bg-white p-1.5 lg:hidden"
        >
          {tabLinks("top")}
        </nav>
        <main className="relative min-h-0 flex-1 overflow-y-auto">
          {atIndex ? (
            <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
              <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
                <div className="min-w-0">
                  <h1 className="font-display text-2xl font-extrabold break-words text-ink sm:text-3xl">
                    Hi, {user.fullName}
                  </h1>
                  <p className="mt-1 text-ink-muted">Here is how your day on the road looks.</p>
                </div>
                <div className="w-full md:w-80">
                  <label htmlFor={searchId} className="sr-only">
                    Search rides
                  </label>
                  <div className="relative">
                    <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
                    <input
                      id={searchId}
                      type="search"
                      value={search}
                      onChange={(e) => setSearch(e.target.value)}
                      onKeyDown={(e) => {
                        if (e.key === "Enter" && active?.id === "dashboard" && search.trim()) {
                          e.preventDefault();
                          navigate(tabHref("history"));
                        }
                      }}
                      placeholder="Search"
                      aria-describedby={`${searchId}-hint`}
                      className="input pl-11"
                    />
                  </div>
                  <p
                    id={`${searchId}-hint`}
                    className={
                      active?.id === "dashboard" && search.trim()
                        ? "mt-1.5 text-sm text-ink-muted"
                        : "sr-only"
                    }
                  >
                    {SEARCH_HINT[active?.id ?? "dashboard"]}
                  </p>
                </div>
              </div>
              {suspension ? (
                <div className="mt-6">
                  <SuspendedCard id={suspendedId} suspension={suspension} />
                </div>
              ) : null}
              <h2 className="mt-8 mb-4 font-display text-lg font-bold text-ink">{active?.label}</h2>
              <Content search={search} online={online} />
            </div>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      <NotificationsDialog open={panel.open} onClose={panel.close} items={notifications.data?.data ?? []} />
      <IncomingRequestView online={online} />
    </div>
  );
}

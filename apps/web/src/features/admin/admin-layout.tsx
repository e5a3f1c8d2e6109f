import type { PublicUser } from "@campusgo/domain";
import { useEffect } from "react";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import {
  CarIcon,
  InboxIcon,
  ListIcon,
  LockIcon,
  LogoutIcon,
  UsersIcon,
} from "../../components/app-icons.tsx";
import { PageSpinner } from "../../components/page-spinner.tsx";
import { useCurrentUser } from "../../lib/current-user.ts";
import { useLogout, useMe } from "../auth/index.ts";
import { adminPaths } from "./admin-paths.ts";
import { useKycList } from "./api/list-kyc.ts";
import { AdminBrand } from "./components/admin-brand.tsx";

/** /admin: admins only. Signed-out visitors go to /login; other roles are told they have no access. */
export default function AdminLayout() {
  const me = useMe();
  const user = useCurrentUser();
  useEffect(() => {
    document.title = "Admin | CampusGo";
  }, []);
  if (me.isPending) return <PageSpinner label="Checking your account" />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.role !== "admin") return <Forbidden />;
  return <AdminFrame user={user} />;
}

function Forbidden() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-red-50 text-danger">
        <LockIcon className="size-8" />
      </span>
      <p className="font-display text-5xl font-extrabold text-ink">403</p>
      <h1 className="font-display text-2xl font-bold">This area is for admins only</h1>
      <p className="text-ink-muted">Your account does not have access to the admin area.</p>
      <Link to={paths.dashboard} className="btn-primary">
        Go to my dashboard
      </Link>
    </main>
  );
}

const NAV = [
  { to: adminPaths.queue, label: "Verifications", Icon: InboxIcon },
  { to: adminPaths.drivers, label: "Drivers", Icon: CarIcon },
  { to: adminPaths.riders, label: "Riders", Icon: UsersIcon },
  { to: adminPaths.audit, label: "Audit log", Icon: ListIcon },
] as const;

function AdminFrame({ user }: { user: PublicUser }) {
  const pending = useKycList("pending");
  const logOut = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pendingCount = pending.data?.length ?? 0;

  const isActive = (to: string) =>
    to === adminPaths.queue
      ? pathname === adminPaths.queue || pathname.startsWith("/admin/kyc")
      : pathname.startsWith(to);

  const link = (item: (typeof NAV)[number], compact: boolean) => {
    const active = isActive(item.to);
    return (
      <Link
        key={item.to}
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
        {item.label}
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
          {NAV.map((item) => link(item, false))}
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
        <header className="sticky top-0 z-10 border-b border-line bg-white/95 backdrop-blur lg:hidden">
          <div className="flex h-14 items-center justify-between px-4">
            <AdminBrand />
            <button
              type="button"
              onClick={signOut}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-surface"
            >
              <LogoutIcon className="size-4" />
              Log out
            </button>
          </div>
          <nav aria-label="Admin" className="grid grid-cols-4 gap-1 px-2 pb-2">
            {NAV.map((item) => link(item, true))}
          </nav>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

import { Link, Navigate, Outlet } from "react-router";
import { LockIcon } from "../../components/app-icons.tsx";
import { IconBadge } from "../../components/icon-badge.tsx";
import { paths } from "../../config/paths.ts";
import { RequireUser } from "./require-user.tsx";

/** Any signed-in user. */
export function SignedInRoute() {
  return <RequireUser>{() => <Outlet />}</RequireUser>;
}

/** Riders only: other roles go back to their dashboard. */
export function PassengerRoute() {
  return (
    <RequireUser>
      {(user) => (user.role === "passenger" ? <Outlet /> : <Navigate to={paths.dashboard} replace />)}
    </RequireUser>
  );
}

/** Admins only: signed-out visitors go to /login; other roles are told they have no access. */
export function AdminRoute() {
  return (
    <RequireUser checkingLabel="Checking your account">
      {(user) => (user.role === "admin" ? <Outlet /> : <AdminsOnly />)}
    </RequireUser>
  );
}

function AdminsOnly() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <IconBadge tone="danger">
        <LockIcon className="size-8" />
      </IconBadge>
      <p className="font-display text-5xl font-extrabold text-ink">403</p>
      <h1 className="font-display text-2xl font-bold">This area is for admins only</h1>
      <p className="text-ink-muted">Your account does not have access to the admin area.</p>
      <Link to={paths.dashboard} className="btn-primary">
        Go to my dashboard
      </Link>
    </main>
  );
}

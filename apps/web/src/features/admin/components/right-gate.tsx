import { ADMIN_RIGHT_LABELS, type AdminRight } from "@campusgo/domain";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { adminPaths } from "../../../config/paths.ts";
import { canOpen, homeFor } from "../rights.ts";

/**
 * The admin page, when the admin's right opens it (rights.ts); else, at the admin area's start, the first page
 * their right opens, and anywhere else a word that their right does not cover it (the API refuses it anyway).
 */
export function RightGate({ right }: { right: AdminRight | null | undefined }) {
  const { pathname } = useLocation();
  if (canOpen(right, pathname)) return <Outlet />;
  const home = homeFor(right);
  if ((pathname === adminPaths.queue || pathname === `${adminPaths.queue}/`) && canOpen(right, home)) {
    return <Navigate to={home} replace />;
  }
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-line bg-white p-6 text-center shadow-sm"
      data-testid="right-refused"
    >
      <AlertCircleIcon className="size-10 text-danger" />
      <h1 className="font-display text-xl font-bold text-ink">Not part of your right</h1>
      <p className="text-ink-muted">
        {right
          ? `Your admin right (${ADMIN_RIGHT_LABELS[right]}) does not cover this page.`
          : "You have no admin right yet: ask a super admin to give you one."}
      </p>
      {right && canOpen(right, home) && (
        <Link to={home} className="btn-primary">
          Go to your pages
        </Link>
      )}
    </section>
  );
}

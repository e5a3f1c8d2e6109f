import { LIMITS } from "@campusgo/domain/constants";
import { Link } from "react-router";
import { AlertCircleIcon, ClockIcon, ShieldCheckIcon } from "../../../components/app-icons.tsx";
import { KycStatusBadge } from "../../../components/kyc-status-badge.tsx";
import { driverKycPath } from "../../../config/paths.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useDriverKyc } from "../api/get-driver-kyc.ts";
import { formatDateTime, STATUS_COPY } from "../lib/status-copy.ts";

const iconTone = {
  not_submitted: "bg-surface text-ink-muted",
  pending: "bg-keke-100 text-keke-600",
  approved: "bg-brand-100 text-brand-700",
  rejected: "bg-red-50 text-danger",
} as const;

/** The driver dashboard's verification card: the status in plain words and what to do next. */
export function KycStatusCard() {
  const user = useCurrentUser();
  const kyc = useDriverKyc(user?.role === "driver");
  if (user?.role !== "driver") return null;

  if (kyc.isPending || kyc.isError) {
    return (
      <section
        aria-labelledby="kyc-card-title"
        className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      >
        <h2 id="kyc-card-title" className="font-display text-lg font-bold">
          Verification
        </h2>
        <p className="mt-1 text-sm text-ink-muted" role="status">
          {kyc.isError
            ? "Your verification status could not be loaded."
            : "Loading your verification status..."}
        </p>
      </section>
    );
  }

  const { status, step, rejectionReason } = kyc.data;
  const copy = STATUS_COPY[status];
  const submitted = formatDateTime(kyc.data.submittedAt);
  const Icon = status === "approved" ? ShieldCheckIcon : status === "rejected" ? AlertCircleIcon : ClockIcon;
  const action =
    status === "not_submitted"
      ? step > 0
        ? `Continue verification (step ${Math.min(step + 1, LIMITS.kycSteps)} of ${LIMITS.kycSteps})`
        : "Start verification"
      : copy.action;

  return (
    <section
      aria-labelledby="kyc-card-title"
      data-testid="kyc-status-card"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-start"
    >
      <span
        className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${iconTone[status]}`}
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="kyc-card-title" className="font-display text-lg font-bold">
            Verification
          </h2>
          <KycStatusBadge status={status} />
        </div>
        <p className="font-semibold text-ink">{copy.title}</p>
        {status === "rejected" && rejectionReason && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-ink">
            <span className="font-semibold text-danger">Reason:</span> {rejectionReason}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {status === "rejected" ? "Fix the details and submit your verification again." : copy.next}
        </p>
        {status === "pending" && submitted && <p className="text-xs text-ink-muted">Submitted {submitted}</p>}
      </div>
      {action && (
        <Link to={driverKycPath(user.id)} className="btn-primary shrink-0 self-stretch sm:self-center">
          {action}
        </Link>
      )}
    </section>
  );
}

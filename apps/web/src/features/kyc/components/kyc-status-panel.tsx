import { Link } from "react-router";
import { ClockIcon, ShieldCheckIcon } from "../../../components/app-icons.tsx";
import { KycStatusBadge } from "../../../components/kyc-status-badge.tsx";
import { paths } from "../../../config/paths.ts";
import type { DriverKyc } from "../kyc-types.ts";
import { formatDateTime, STATUS_COPY } from "../lib/status-copy.ts";
import { NoticePanel } from "./notice-panel.tsx";

/** Shown on /driver-kyc instead of the wizard once the verification is pending or approved. */
export function KycStatusPanel({ kyc }: { kyc: DriverKyc }) {
  const copy = STATUS_COPY[kyc.status];
  const submitted = formatDateTime(kyc.submittedAt);
  const reviewed = formatDateTime(kyc.reviewedAt);
  return (
    <NoticePanel
      tone={kyc.status === "approved" ? "brand" : "keke"}
      icon={
        kyc.status === "approved" ? <ShieldCheckIcon className="size-8" /> : <ClockIcon className="size-8" />
      }
      title={copy.title}
      actions={
        <Link to={paths.dashboard} className="btn-primary w-full sm:w-auto">
          Proceed to Dashboard
        </Link>
      }
    >
      <p>
        <KycStatusBadge status={kyc.status} />
      </p>
      <p>{copy.next}</p>
      {submitted && <p className="text-sm">Submitted {submitted}</p>}
      {reviewed && kyc.status === "approved" && <p className="text-sm">Approved {reviewed}</p>}
    </NoticePanel>
  );
}

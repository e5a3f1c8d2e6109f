import { KYC_STATUS_LABELS, type KycStatus } from "../lib/kyc-status.ts";
import { type BadgeTone, StatusBadge } from "./status-badge.tsx";

const TONE_BY_STATUS: Record<KycStatus, BadgeTone> = {
  not_submitted: "neutral",
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

/** A driver's verification status as a pill (the driver's own screens and the admin area). */
export function KycStatusBadge({ status, size }: { status: KycStatus; size?: "sm" | "md" }) {
  return (
    <StatusBadge tone={TONE_BY_STATUS[status]} size={size}>
      {KYC_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

import type { KycStatus } from "@campusgo/domain";

/** A driver's verification status, as the API reports it to the driver and to the admins. */
export type { KycStatus };

/** What each status is called wherever it is shown. */
export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  not_submitted: "Not submitted",
  pending: "Pending review",
  approved: "Approved",
  rejected: "Rejected",
};

import { formatDateTime as formatWatDateTime } from "@campusgo/domain";
import { TIMINGS } from "@campusgo/domain/constants";
import type { KycStatus } from "../kyc-types.ts";

/**
 * The verification pages' heading. Before approval, the spec's sign-up words ("Create a driver account",
 * "kYC Verification"); an approved driver is past signing up and reads about their own account.
 */
export function kycHeading(status: KycStatus | undefined): { eyebrow: string; title: string } {
  return status === "approved"
    ? { eyebrow: "Your driver account", title: "KYC verification" }
    : { eyebrow: "Create a driver account", title: "kYC Verification" };
}

/** What each verification status is called and what the driver should do next. */
export const STATUS_COPY: Record<KycStatus, { label: string; title: string; next: string; action?: string }> =
  {
    not_submitted: {
      label: "Not submitted",
      title: "Complete your verification",
      next: "Verify your identity, vehicle and bank details to start receiving ride requests.",
      action: "Continue verification",
    },
    pending: {
      label: "Pending review",
      title: "Your documents are under review",
      next: `We will notify you of your approval within ${TIMINGS.kycApprovalHours} hours. You can go online once you are approved.`,
    },
    approved: {
      label: "Approved",
      title: "You are verified",
      next: "Your verification is approved. Go online to start receiving ride requests.",
    },
    rejected: {
      label: "Rejected",
      title: "Your verification was not approved",
      next: "Fix the details below and submit your verification again.",
      action: "Fix and resubmit",
    },
  };

export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatWatDateTime(date);
}

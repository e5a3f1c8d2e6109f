import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import type {
  ChargeStatus,
  PaymentReportStatus,
  PaymentStatus,
  PayoutStatus,
  RefundStatus,
} from "../admin-types.ts";
import {
  PAYMENT_STATUS_LABELS,
  PAYOUT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  REPORT_STATUS_LABELS,
} from "../money-format.ts";

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  success: "success",
  pending: "warning",
  failed: "danger",
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <StatusBadge size="sm" tone={PAYMENT_TONES[status]}>
      {PAYMENT_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

/** A trip's charge: owed, paid, or partly / fully refunded. */
export function ChargeStatusBadge({
  status,
  amountKobo,
  refundedKobo,
}: {
  status: ChargeStatus;
  amountKobo: number;
  refundedKobo: number;
}) {
  if (status === "owed") {
    return (
      <StatusBadge size="sm" tone="warning">
        Owed
      </StatusBadge>
    );
  }
  if (refundedKobo > 0) {
    return (
      <StatusBadge size="sm" tone="neutral">
        {refundedKobo >= amountKobo ? "Refunded" : "Partly refunded"}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge size="sm" tone="success">
      Paid
    </StatusBadge>
  );
}

const PAYOUT_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: "warning",
  success: "success",
  failed: "danger",
  reversed: "danger",
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <StatusBadge size="sm" tone={PAYOUT_TONES[status]}>
      {PAYOUT_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

const REPORT_TONES: Record<PaymentReportStatus, BadgeTone> = {
  open: "warning",
  warned: "neutral",
  suspended: "danger",
  dismissed: "success",
};

export function ReportStatusBadge({ status }: { status: PaymentReportStatus }) {
  return (
    <StatusBadge size="sm" tone={REPORT_TONES[status]}>
      {REPORT_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

const REFUND_TONES: Record<RefundStatus, BadgeTone> = {
  done: "success",
  pending: "warning",
  processed: "success",
  failed: "danger",
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return (
    <StatusBadge size="sm" tone={REFUND_TONES[status]}>
      {REFUND_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

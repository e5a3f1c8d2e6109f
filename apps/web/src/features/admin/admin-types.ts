import type {
  AdminPaymentItem,
  AdminPaymentReport,
  AdminPayoutItem,
  AdminPerson,
  AdminRefund,
  AdminTripMoney,
  AdminUserItem,
  AuditItem,
  ChargeStatus,
  CommissionView,
  KycDetail,
  KycQueueItem,
  KycStatus,
  LedgerHealth,
  PaymentPurpose,
  PaymentReportStatus,
  PaymentStatus,
  PayoutStatus,
  RefundStatus,
  RefundTrip,
  ReportAction,
  ReportDecision,
} from "@campusgo/domain";

/** Shapes the /api/admin calls answer with, as the domain package types them. */
export type { AuditItem, KycDetail, KycStatus };
export type QueueItem = KycQueueItem;
export type UserItem = AdminUserItem;
/** A stored KYC upload the admin may view at `url`. */
export type Photo = NonNullable<KycDetail["profileImage"]>;

/** The money area's shapes. */
export type {
  AdminPaymentItem,
  AdminPaymentReport,
  AdminPayoutItem,
  AdminPerson,
  AdminRefund,
  AdminTripMoney,
  ChargeStatus,
  CommissionView,
  LedgerHealth,
  PaymentPurpose,
  PaymentReportStatus,
  PaymentStatus,
  PayoutStatus,
  RefundStatus,
  RefundTrip,
  ReportAction,
  ReportDecision,
};

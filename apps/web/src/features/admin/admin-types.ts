import type {
  AdminPaymentItem,
  AdminPaymentReport,
  AdminPayoutItem,
  AdminPerson,
  AdminRefund,
  AdminReview,
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
  RefundDestination,
  RefundStatus,
  RefundTrip,
  ReportAction,
  ReportDecision,
  ReviewAction,
  ReviewDecision,
  ReviewTrack,
} from "@campusgo/domain";

/** Shapes the /api/admin calls answer with, as the domain package types them. */
export type { AuditItem, KycDetail, KycStatus };
export type QueueItem = KycQueueItem;
export type UserItem = AdminUserItem;
/** A stored KYC upload the admin may view at `url`. */
export type Photo = NonNullable<KycDetail["profileImage"]>;

/** The money area's shapes. */
/** Trips under review: ended short or flagged, their driver's share on hold. */
export type {
  AdminPaymentItem,
  AdminPaymentReport,
  AdminPayoutItem,
  AdminPerson,
  AdminRefund,
  AdminReview,
  AdminTripMoney,
  ChargeStatus,
  CommissionView,
  LedgerHealth,
  PaymentPurpose,
  PaymentReportStatus,
  PaymentStatus,
  PayoutStatus,
  RefundDestination,
  RefundStatus,
  RefundTrip,
  ReportAction,
  ReportDecision,
  ReviewAction,
  ReviewDecision,
  ReviewTrack,
};

import type {
  AdminLineView,
  AdminPaymentItem,
  AdminPaymentReport,
  AdminPayoutItem,
  AdminPerson,
  AdminRefund,
  AdminReview,
  AdminTripMoney,
  AdminUserItem,
  AlertKind,
  AuditItem,
  ChargeStatus,
  CommissionView,
  KycDetail,
  KycQueueItem,
  KycStatus,
  LedgerHealth,
  LineDriverView,
  LineInput,
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
  ShuttleAlertView,
} from "@campusgo/domain";

/** Shapes the /api/admin calls answer with, as the domain package types them. */
export type { AuditItem, KycDetail, KycStatus };
export type QueueItem = KycQueueItem;
export type UserItem = AdminUserItem;
/** A stored KYC upload the admin may view at `url`. */
export type Photo = NonNullable<KycDetail["profileImage"]>;

/** The money area's shapes. */
/** Trips under review: ended short or flagged, their driver's share on hold. */
/** The campus shuttle lines' shapes: a line as admins see it, what they send, its alerts and drivers. */
export type {
  AdminLineView,
  AdminPaymentItem,
  AdminPaymentReport,
  AdminPayoutItem,
  AdminPerson,
  AdminRefund,
  AdminReview,
  AdminTripMoney,
  AlertKind,
  ChargeStatus,
  CommissionView,
  LedgerHealth,
  LineDriverView,
  LineInput,
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
  ShuttleAlertView,
};

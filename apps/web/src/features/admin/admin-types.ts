import type { AdminUserItem, AuditItem, KycDetail, KycQueueItem, KycStatus } from "@campusgo/domain";

/** Shapes the /api/admin calls answer with, as the domain package types them. */
export type { AuditItem, KycDetail, KycStatus };
export type QueueItem = KycQueueItem;
export type UserItem = AdminUserItem;
/** A stored KYC upload the admin may view at `url`. */
export type Photo = NonNullable<KycDetail["profileImage"]>;

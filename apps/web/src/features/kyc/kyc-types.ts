import type { KycStatus, KycView } from "@campusgo/domain";

/** The shapes GET /api/driver/kyc and the step saves answer with, as the domain package types them. */
export type { KycStatus };
export type DriverKyc = KycView;
/** A stored upload the owner may view at `url`. */
export type SavedPhoto = NonNullable<KycView["profileImage"]>;

export interface KycResponse {
  message?: string;
  data: KycView;
}

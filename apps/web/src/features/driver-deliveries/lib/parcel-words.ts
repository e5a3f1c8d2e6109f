import {
  COVER_LIMIT_KOBO,
  type DeliveryRequest,
  PARCEL_CATEGORY_LABELS,
  PARCEL_SIZE_LABELS,
} from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";

/** "Small · Documents": what the parcel is, as a request card and the panel name it. */
export const parcelKind = (parcel: Pick<DeliveryRequest, "size" | "category">): string =>
  `${PARCEL_SIZE_LABELS[parcel.size].name} · ${PARCEL_CATEGORY_LABELS[parcel.category]}`;

/** The declared value, with how much of it is covered when it is more than the cover; null when none. */
export function declaredValueWords(declaredKobo: number): string | null {
  if (declaredKobo <= 0) return null;
  const value = `Declared value ${formatNaira(declaredKobo)}`;
  return declaredKobo > COVER_LIMIT_KOBO
    ? `${value} (covered up to ${formatNaira(COVER_LIMIT_KOBO)})`
    : value;
}

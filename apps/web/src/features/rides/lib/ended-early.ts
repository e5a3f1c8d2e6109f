import { formatNaira } from "@campusgo/domain/money";
import type { Ride } from "../api/types.ts";

/** A round trip the rider ended at the destination: "Ended early: ₦300, agreed ₦500"; null for any other. */
export function endedEarlyLabel(ride: Pick<Ride, "amountKobo" | "endedEarly">): string | null {
  if (!ride.endedEarly || ride.amountKobo === null) return null;
  return `Ended early: ${formatNaira(ride.amountKobo)}, agreed ${formatNaira(ride.endedEarly.agreedKobo)}`;
}

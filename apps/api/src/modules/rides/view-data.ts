import type { RideStatus } from "@campusgo/domain";
import type { Db } from "../../db/client.ts";
import type { Ride } from "../../db/schema/index.ts";
import { loadPeople, type People } from "../drivers/people.ts";
import { openCodes } from "../trips/handover.ts";

/** What rides' views show beside their own rows: the people on them and the pickup PINs still to be given. */
export type RideViewData = { people: People; pins: Map<string, string> };

/** A ride's PIN is shown while its driver is coming or waiting at the pickup. */
export const showsPin = (status: RideStatus | string) => status === "accepted" || status === "arrived";

export async function loadRideViewData(db: Db, list: Ride[], people?: People): Promise<RideViewData> {
  const [loaded, pins] = await Promise.all([
    people ??
      loadPeople(
        db,
        list.flatMap((r) => [r.riderId, r.driverId]),
      ),
    openCodes(
      db,
      list.filter((r) => showsPin(r.status)).map((r) => r.id),
      "pickup",
    ),
  ]);
  return { people: loaded, pins };
}

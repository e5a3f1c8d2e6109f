import type {
  AdminTripCheckView,
  TripCheckKind,
  TripCheckStatus,
  TripCheckTripKind,
  TripCheckView,
} from "@campusgo/domain";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveries, rides, type TripCheck, tripChecks, users } from "../../db/schema/index.ts";

/** A check as its rider (or sender) sees it. */
export const checkView = (c: TripCheck): TripCheckView => ({
  id: c.id,
  tripKind: c.tripKind as TripCheckTripKind,
  tripId: c.tripId,
  kind: c.kind as TripCheckKind,
  status: c.status as TripCheckStatus,
  askedAt: c.askedAt.toISOString(),
  answerBy: c.answerBy.toISOString(),
  answeredAt: c.answeredAt?.toISOString() ?? null,
});

interface TripFacts {
  status: string;
  from: string;
  to: string;
  travellerId: string;
  driverId: string | null;
}

async function tripFacts(db: Db, checks: readonly TripCheck[]): Promise<Map<string, TripFacts>> {
  const facts = new Map<string, TripFacts>();
  const rideIds = checks.filter((c) => c.tripKind === "ride").map((c) => c.tripId);
  const deliveryIds = checks.filter((c) => c.tripKind === "delivery").map((c) => c.tripId);
  if (rideIds.length > 0) {
    const rows = await db
      .select({
        id: rides.id,
        status: rides.status,
        from: rides.pickupName,
        to: rides.destName,
        travellerId: rides.riderId,
        driverId: rides.driverId,
      })
      .from(rides)
      .where(inArray(rides.id, rideIds));
    for (const { id, ...row } of rows) facts.set(id, row);
  }
  if (deliveryIds.length > 0) {
    const rows = await db
      .select({
        id: deliveries.id,
        status: deliveries.status,
        from: deliveries.pickupName,
        to: deliveries.dropoffName,
        travellerId: deliveries.senderId,
        driverId: deliveries.driverId,
      })
      .from(deliveries)
      .where(inArray(deliveries.id, deliveryIds));
    for (const { id, ...row } of rows) facts.set(id, row);
  }
  return facts;
}

/** Checks as admins see them: the trip, its places, the rider (or sender) and the driver with their numbers. */
export async function adminCheckViews(db: Db, checks: readonly TripCheck[]): Promise<AdminTripCheckView[]> {
  if (checks.length === 0) return [];
  const facts = await tripFacts(db, checks);
  const people = new Set<string>();
  for (const f of facts.values()) {
    people.add(f.travellerId);
    if (f.driverId) people.add(f.driverId);
  }
  const rows =
    people.size === 0
      ? []
      : await db
          .select({ id: users.id, name: users.fullName, phone: users.phoneNumber })
          .from(users)
          .where(inArray(users.id, [...people]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const personOf = (id: string | null) => {
    const p = id ? byId.get(id) : undefined;
    return p ? { id: p.id, name: p.name, phone: p.phone } : null;
  };
  return checks.map((c) => {
    const f = facts.get(c.tripId);
    return {
      ...checkView(c),
      tripStatus: f?.status ?? "unknown",
      from: f?.from ?? "",
      to: f?.to ?? "",
      traveller: personOf(c.userId) ?? { id: c.userId, name: "Unknown", phone: null },
      driver: personOf(f?.driverId ?? null),
      position: { lat: c.lat, lon: c.lon },
      distanceM: c.distanceM,
      stoppedS: c.stoppedS,
      escalatedAt: c.escalatedAt?.toISOString() ?? null,
      endedAt: c.endedAt?.toISOString() ?? null,
    };
  });
}

/** One check as admins see it. */
export async function adminCheckView(db: Db, check: TripCheck): Promise<AdminTripCheckView> {
  const [view] = await adminCheckViews(db, [check]);
  if (!view) throw new Error("trip check view missing");
  return view;
}

/** A check by its id. */
export async function findCheck(db: Db, id: string): Promise<TripCheck | undefined> {
  const [row] = await db.select().from(tripChecks).where(eq(tripChecks.id, id)).limit(1);
  return row;
}

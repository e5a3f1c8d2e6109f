import { type DriverRequest, type DriverSummary, startOfWatDay, startOfWatWeek } from "@campusgo/domain";
import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { offers, rideDispatches, rides, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { assertApprovedDriver } from "../kyc/service.ts";
import { announceSettledOffers } from "../offers/events.ts";
import { latestOffersOf, withdrawPendingOf } from "../offers/repo.ts";
import type { RideDeps } from "../rides/deps.ts";
import { driverRange } from "../rides/prices.ts";
import { activeRideOfDriver } from "../rides/repo.ts";
import { toDriverRequest, toOfferView } from "../rides/view.ts";
import { loadPeople } from "./people.ts";
import { loadPresence, setOnline } from "./presence.ts";

export const DRIVER_MESSAGES = {
  vehicleNotServed: "Your vehicle type cannot take rides on CampusGo yet",
} as const;

/** The online switch. Going online needs approved KYC and a vehicle that serves a ride type. */
export async function setDriverStatus(
  deps: RideDeps,
  driver: User,
  online: boolean,
): Promise<{ online: boolean }> {
  if (online) {
    await assertApprovedDriver(deps.db, driver.id);
    const presence = await loadPresence(deps.db, driver.id);
    if (presence.rideType === null) throw new AppError("forbidden", DRIVER_MESSAGES.vehicleNotServed);
  }
  await setOnline(deps.db, driver.id, online);
  if (!online) {
    // Offline hides the driver at once and takes back their waiting offers.
    await deps.locations.remove(driver.id);
    await announceSettledOffers(deps, await withdrawPendingOf(deps.db, driver.id, new Date()));
  }
  deps.hub.presenceChanged(driver.id);
  return { online };
}

export async function driverStatus(deps: RideDeps, driver: User): Promise<{ online: boolean }> {
  const presence = await loadPresence(deps.db, driver.id);
  return { online: presence.online && presence.approved };
}

/** Requests waiting for this driver: rides still searching that were sent to them (none while offline or busy). */
export async function driverRequests(deps: RideDeps, driver: User): Promise<DriverRequest[]> {
  const presence = await loadPresence(deps.db, driver.id);
  if (!presence.online || !presence.approved) return [];
  if (await activeRideOfDriver(deps.db, driver.id)) return [];
  const rows = await deps.db
    .select({ ride: rides, distanceToPickupM: rideDispatches.distanceToPickupM })
    .from(rideDispatches)
    .innerJoin(rides, eq(rides.id, rideDispatches.rideId))
    .where(and(eq(rideDispatches.driverId, driver.id), eq(rides.status, "searching")))
    .orderBy(desc(rideDispatches.sentAt))
    .limit(50);
  const mine = await latestOffersOf(
    deps.db,
    driver.id,
    rows.map((r) => r.ride.id),
  );
  const people = await loadPeople(deps.db, [driver.id, ...rows.map((r) => r.ride.riderId)]);
  return rows.map(({ ride, distanceToPickupM }) => {
    const offer = mine.get(ride.id);
    return toDriverRequest(
      ride,
      people,
      distanceToPickupM,
      offer ? toOfferView(offer, people) : null,
      driverRange(deps, ride),
    );
  });
}

const ACCEPTANCE_WINDOW_MS = 30 * 24 * 3600_000;

/** The dashboard cards, from the driver's real rides and offers. */
export async function driverSummary(deps: RideDeps, driver: User, now = new Date()): Promise<DriverSummary> {
  const today = startOfWatDay(now);
  const week = startOfWatWeek(now);
  const since = new Date(now.getTime() - ACCEPTANCE_WINDOW_MS);
  const completed = and(
    eq(rides.driverId, driver.id),
    eq(rides.status, "completed"),
    isNotNull(rides.completedAt),
  );
  const earned = sql<number>`coalesce(sum(coalesce(${rides.amountKobo}, ${rides.fareKobo})), 0)::int`;
  const [[todayRow], [weekRow], [received], [answered], latest, people] = await Promise.all([
    deps.db
      .select({ trips: sql<number>`count(*)::int`, earned })
      .from(rides)
      .where(and(completed, gte(rides.completedAt, today))),
    deps.db
      .select({ earned })
      .from(rides)
      .where(and(completed, gte(rides.completedAt, week))),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rideDispatches)
      .where(and(eq(rideDispatches.driverId, driver.id), gte(rideDispatches.sentAt, since))),
    deps.db
      .select({ n: sql<number>`count(distinct ${offers.rideId})::int` })
      .from(offers)
      .innerJoin(
        rideDispatches,
        and(eq(rideDispatches.rideId, offers.rideId), eq(rideDispatches.driverId, offers.driverId)),
      )
      .where(and(eq(offers.driverId, driver.id), gte(rideDispatches.sentAt, since))),
    deps.db
      .select({
        id: rides.id,
        amountKobo: rides.amountKobo,
        fareKobo: rides.fareKobo,
        completedAt: rides.completedAt,
      })
      .from(rides)
      .where(completed)
      .orderBy(desc(rides.completedAt))
      .limit(50),
    loadPeople(deps.db, [driver.id]),
  ]);
  const me = people.get(driver.id);
  const receivedN = received?.n ?? 0;
  return {
    todayTrips: todayRow?.trips ?? 0,
    todayEarningsKobo: todayRow?.earned ?? 0,
    weekEarningsKobo: weekRow?.earned ?? 0,
    acceptanceRate: receivedN === 0 ? 0 : Math.min(100, Math.round(((answered?.n ?? 0) * 100) / receivedN)),
    rating: me?.rating ?? null,
    ratingCount: me?.ratingCount ?? 0,
    earnings: latest.map((r) => ({
      rideId: r.id,
      amountKobo: r.amountKobo ?? r.fareKobo,
      completedAt: (r.completedAt ?? now).toISOString(),
    })),
  };
}

import {
  type DriverRequest,
  type DriverSummary,
  LEDGER,
  startOfWatDay,
  startOfWatWeek,
} from "@campusgo/domain";
import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  ledgerEntries,
  ledgerTransactions,
  offers,
  rides,
  tripDispatches,
  type User,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { assertApprovedDriver } from "../kyc/service.ts";
import { announceSettledOffers } from "../offers/events.ts";
import { latestOffersOf, withdrawPendingOf } from "../offers/repo.ts";
import { earningsView } from "../payments/payouts.ts";
import { assertNotSuspended } from "../payments/reports.ts";
import type { RideDeps } from "../rides/deps.ts";
import { driverRange } from "../rides/prices.ts";
import { activeRideOfDriver } from "../rides/repo.ts";
import { toDriverRequest, toOfferView } from "../rides/view.ts";
import { tellRidersBusOffline } from "../shuttles/notices.ts";
import { loadPeople } from "./people.ts";
import { loadPresence, setOnline } from "./presence.ts";
import { type SuspensionView, suspensionOf } from "./suspension.ts";

export const DRIVER_MESSAGES = {
  vehicleNotServed: "Your vehicle type cannot take rides on CampusGo yet",
} as const;

export interface DriverStatusView {
  online: boolean;
  /** While the driver is suspended: why, and since when (their dashboard shows it until it is lifted). */
  suspension: SuspensionView | null;
}

/**
 * The online switch. Going online needs approved KYC, a vehicle that serves a ride type, and no suspension
 * (an admin's decision on a report of asking to be paid outside the app).
 */
export async function setDriverStatus(
  deps: RideDeps,
  driver: User,
  online: boolean,
): Promise<DriverStatusView> {
  if (online) {
    await assertApprovedDriver(deps.db, driver.id);
    await assertNotSuspended(deps.db, driver.id);
    const presence = await loadPresence(deps.db, driver.id);
    if (presence.rideType === null) throw new AppError("forbidden", DRIVER_MESSAGES.vehicleNotServed);
    // The switch goes on only while the suspension is read under a share lock: a suspension committing at the
    // same time waits for it and then turns the switch off, or is seen here and refuses it.
    await deps.db.transaction(async (tx) => {
      await assertNotSuspended(tx, driver.id, "share");
      await setOnline(tx, driver.id, true);
    });
  } else {
    await setOnline(deps.db, driver.id, false);
  }
  if (!online) {
    // Offline hides the driver at once and takes back their waiting offers.
    await deps.locations.remove(driver.id);
    await announceSettledOffers(deps, await withdrawPendingOf(deps.db, driver.id, new Date()));
    // A bus driver mid-run: the riders on it are told their bus stopped sharing its position.
    await tellRidersBusOffline(deps, driver.id);
  }
  deps.hub.presenceChanged(driver.id);
  return { online, suspension: online ? null : await suspensionOf(deps.db, driver.id) };
}

export async function driverStatus(deps: RideDeps, driver: User): Promise<DriverStatusView> {
  const [presence, suspension] = await Promise.all([
    loadPresence(deps.db, driver.id),
    suspensionOf(deps.db, driver.id),
  ]);
  return { online: presence.online && presence.approved, suspension };
}

/** Requests waiting for this driver: rides still searching that were sent to them (none while offline or busy). */
export async function driverRequests(deps: RideDeps, driver: User): Promise<DriverRequest[]> {
  const presence = await loadPresence(deps.db, driver.id);
  if (!presence.online || !presence.approved) return [];
  if (await activeRideOfDriver(deps.db, driver.id)) return [];
  const rows = await deps.db
    .select({ ride: rides, distanceToPickupM: tripDispatches.distanceToPickupM })
    .from(tripDispatches)
    .innerJoin(rides, eq(rides.id, tripDispatches.tripId))
    .where(and(eq(tripDispatches.driverId, driver.id), eq(rides.status, "searching")))
    .orderBy(desc(tripDispatches.sentAt))
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
const DAY_MS = 24 * 3600_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * What paid trips earned the driver in [from, to), from the ledger: the entries of the driver's account written
 * by trip payments (the amount less the commission), as earningsView counts today and this week.
 */
async function earnedBetween(db: Db, driverId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, LEDGER.driver(driverId)),
        eq(ledgerTransactions.kind, "ride_payment"),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * The dashboard cards: money from the ledger (the same figures as the Earning tab's, GET /driver/earnings) with
 * yesterday up to this time of day and last week up to this moment to compare with; trips, acceptance and
 * rating from the driver's rides and offers.
 */
export async function driverSummary(deps: RideDeps, driver: User, now = new Date()): Promise<DriverSummary> {
  const today = startOfWatDay(now);
  const yesterday = new Date(today.getTime() - DAY_MS);
  const week = startOfWatWeek(now);
  const since = new Date(now.getTime() - ACCEPTANCE_WINDOW_MS);
  const completed = and(
    eq(rides.driverId, driver.id),
    eq(rides.status, "completed"),
    isNotNull(rides.completedAt),
  );
  const trips = sql<number>`count(*)::int`;
  const [
    money,
    yesterdayEarningsKobo,
    lastWeekEarningsKobo,
    [todayRow],
    [yesterdayRow],
    [received],
    [answered],
    people,
  ] = await Promise.all([
    // earningsView reads only the database and the settings; it never calls the gateway.
    earningsView({ ...deps, gateway: undefined }, driver.id, now),
    earnedBetween(deps.db, driver.id, yesterday, new Date(now.getTime() - DAY_MS)),
    earnedBetween(deps.db, driver.id, new Date(week.getTime() - WEEK_MS), new Date(now.getTime() - WEEK_MS)),
    deps.db
      .select({ trips })
      .from(rides)
      .where(and(completed, gte(rides.completedAt, today))),
    deps.db
      .select({ trips })
      .from(rides)
      .where(
        and(
          completed,
          gte(rides.completedAt, yesterday),
          lt(rides.completedAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tripDispatches)
      .where(and(eq(tripDispatches.driverId, driver.id), gte(tripDispatches.sentAt, since))),
    deps.db
      .select({ n: sql<number>`count(distinct ${offers.tripId})::int` })
      .from(offers)
      .innerJoin(
        tripDispatches,
        and(eq(tripDispatches.tripId, offers.tripId), eq(tripDispatches.driverId, offers.driverId)),
      )
      .where(and(eq(offers.driverId, driver.id), gte(tripDispatches.sentAt, since))),
    loadPeople(deps.db, [driver.id]),
  ]);
  const me = people.get(driver.id);
  const receivedN = received?.n ?? 0;
  return {
    todayTrips: todayRow?.trips ?? 0,
    yesterdayTrips: yesterdayRow?.trips ?? 0,
    todayEarningsKobo: money.todayKobo,
    yesterdayEarningsKobo,
    weekEarningsKobo: money.weekKobo,
    lastWeekEarningsKobo,
    availableKobo: money.availableKobo,
    payoutMinKobo: money.payoutMinKobo,
    heldKobo: money.heldKobo,
    acceptanceRate: receivedN === 0 ? 0 : Math.min(100, Math.round(((answered?.n ?? 0) * 100) / receivedN)),
    rating: me?.rating ?? null,
    ratingCount: me?.ratingCount ?? 0,
    earnings: money.trips.map((t) => ({ rideId: t.rideId, amountKobo: t.earnedKobo, completedAt: t.paidAt })),
  };
}

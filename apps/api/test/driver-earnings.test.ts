import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { commissionOf, type DriverSummary, type EarningsView, LEDGER, MOVEMENTS } from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverProfiles, ledgerEntries, ledgerTransactions, type User } from "../src/db/schema/index.ts";
import { driverSummary } from "../src/modules/drivers/service.ts";
import { balanceOf, postMovement } from "../src/modules/payments/ledger.ts";
import { signWebhook } from "../src/modules/payments/signature.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { book, MANUAL_DISPATCH, onlineDriver, ownArea, placeDriver, type SignedIn } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";
import { eventually } from "./helpers/wait.ts";

/**
 * The driver's money on the dashboard: the cards (GET /driver/summary) count only what paid trips earned, from
 * the ledger, and agree with the Earning tab (GET /driver/earnings); a payout leaves the available balance and
 * comes back as paid once the gateway says so.
 */

const SECRET = "sk_test_driver_earnings";
const DAY_MS = 24 * 3600_000;

/** The gateway's transfer endpoints, as Paystack answers them: every transfer starts pending. */
function fakeGateway(): Promise<{ url: string; server: Server; transfers: Record<string, unknown>[] }> {
  const transfers: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${SECRET}`) return answer(401, { status: false });
      if (req.method === "POST" && req.url === "/transferrecipient")
        return answer(201, { status: true, data: { recipient_code: "RCP_driver" } });
      if (req.method === "POST" && req.url === "/transfer") {
        transfers.push(body);
        return answer(200, {
          status: true,
          data: { transfer_code: `TRF_${transfers.length}`, status: "pending" },
        });
      }
      return answer(404, { status: false, message: "not here" });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, server, transfers });
    });
  });
}

let t: TestApp;
let gateway: Awaited<ReturnType<typeof fakeGateway>>;

beforeAll(async () => {
  gateway = await fakeGateway();
  t = await createTestApp({
    ...MANUAL_DISPATCH,
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: gateway.url,
    // A trip's earnings are a few hundred naira: small enough a minimum that one trip can be withdrawn.
    PAYOUT_MIN_KOBO: "10000",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.server.close(resolve));
});

/** A driver online in an area of their own, with the bank account of an approved verification. */
async function driverWithBank() {
  const area = ownArea();
  const driver = await onlineDriver(t, area.pickup);
  await t.database.db
    .update(driverProfiles)
    .set({ bankName: "GTBank", bankAccountNumber: "0123456789", bankAccountHolderName: "Ada Obi" })
    .where(eq(driverProfiles.userId, driver.user.id));
  return { ...driver, area };
}

/** A trip from request to completion; the rider owes its fare afterwards. */
async function completedTrip(driver: Awaited<ReturnType<typeof driverWithBank>>) {
  const riderUser = await createUser(t);
  const rider = await signedIn(t, riderUser);
  const ride = await book(rider, { pickup: driver.area.pickup, destination: driver.area.destination });
  const offer = await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} });
  expect(offer.statusCode, offer.body).toBe(201);
  const accepted = await rider({ method: "POST", url: `/api/offers/${offer.json().data.id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { pin } = accepted.json().data as { pin: string };
  const step = async (name: string, payload?: unknown) => {
    const res = await driver.api({
      method: "POST",
      url: `/api/rides/${ride.id}/${name}`,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  };
  await step("arrive");
  await step("start", { pin });
  await placeDriver(t, driver.user.id, driver.area.destination, 1, false);
  await step("complete");
  // The charge is written by the ride's subscriber once the completion is committed.
  const owed = await eventually(async () => {
    const res = await rider({ method: "GET", url: `/api/payments/rides/${ride.id}` });
    const charge = res.json().data as { status: string; amountKobo: number } | null;
    return charge?.status === "owed" ? charge : undefined;
  });
  return { rideId: ride.id, rider, riderUser, amountKobo: owed.amountKobo };
}

/** The rider tops the wallet up (as a confirmed top-up posts it) and pays the trip from it. */
async function payFromWallet(trip: { rideId: string; rider: SignedIn; riderUser: User; amountKobo: number }) {
  await t.database.db.transaction((tx) =>
    postMovement(tx, { kind: "topup" }, MOVEMENTS.topUp(trip.riderUser.id, trip.amountKobo)),
  );
  const paid = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function summaryOf(api: SignedIn): Promise<DriverSummary> {
  const res = await api({ method: "GET", url: "/api/driver/summary" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function earningsOf(api: SignedIn): Promise<EarningsView> {
  const res = await api({ method: "GET", url: "/api/driver/earnings" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** When the trip's payment reached the driver's account in the ledger. */
async function paidAt(driverId: string, rideId: string): Promise<Date> {
  const [row] = await t.database.db
    .select({ at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.tripId, rideId), eq(ledgerEntries.account, LEDGER.driver(driverId))));
  if (!row) throw new Error(`no ledger entry for ride ${rideId} of ${driverId}`);
  return row.at;
}

describe("the driver's dashboard cards", () => {
  it("count nothing for a trip the rider has not paid, then what it earned once paid", async () => {
    const driver = await driverWithBank();
    const trip = await completedTrip(driver);

    const unpaid = await summaryOf(driver.api);
    expect(unpaid).toMatchObject({
      todayTrips: 1,
      todayEarningsKobo: 0,
      weekEarningsKobo: 0,
      availableKobo: 0,
      earnings: [],
    });
    const nothing = await earningsOf(driver.api);
    expect(nothing).toMatchObject({ availableKobo: 0, todayKobo: 0, weekKobo: 0, trips: [] });

    await payFromWallet(trip);
    const earned = trip.amountKobo - commissionOf(trip.amountKobo, 1000);
    const summary = await summaryOf(driver.api);
    const earnings = await earningsOf(driver.api);
    // The cards show the same figures as the Earning tab.
    expect(summary).toMatchObject({
      todayEarningsKobo: earnings.todayKobo,
      weekEarningsKobo: earnings.weekKobo,
      availableKobo: earnings.availableKobo,
    });
    expect(earnings).toMatchObject({ todayKobo: earned, weekKobo: earned, availableKobo: earned });
    expect(earnings.trips).toEqual([
      expect.objectContaining({
        rideId: trip.rideId,
        amountKobo: trip.amountKobo,
        commissionKobo: trip.amountKobo - earned,
        earnedKobo: earned,
      }),
    ]);
    expect(summary.earnings).toEqual([expect.objectContaining({ rideId: trip.rideId, amountKobo: earned })]);
    // Nothing earned before today or last week: nothing to compare with.
    expect(summary).toMatchObject({ yesterdayEarningsKobo: 0, lastWeekEarningsKobo: 0, yesterdayTrips: 0 });
  });

  it("compares with yesterday up to the same time and last week up to the same moment", async () => {
    const driver = await driverWithBank();
    const trip = await completedTrip(driver);
    await payFromWallet(trip);
    const earned = trip.amountKobo - commissionOf(trip.amountKobo, 1000);
    const at = await paidAt(driver.user.id, trip.rideId);
    const deps = t.app.rideDeps;

    // A day later, the trip is yesterday's: today has nothing yet, and the balance is still there.
    const dayLater = await driverSummary(deps, driver.user, new Date(at.getTime() + DAY_MS + 1));
    expect(dayLater).toMatchObject({
      todayEarningsKobo: 0,
      yesterdayEarningsKobo: earned,
      todayTrips: 0,
      yesterdayTrips: 1,
      availableKobo: earned,
    });
    // Just before the same time the next day, the trip is not yet "yesterday up to now".
    const before = await driverSummary(deps, driver.user, new Date(at.getTime() + DAY_MS - 60_000));
    expect(before.yesterdayEarningsKobo).toBe(0);

    // A week later the trip is last week's, up to this moment of the week.
    const weekLater = await driverSummary(deps, driver.user, new Date(at.getTime() + 7 * DAY_MS + 1));
    expect(weekLater).toMatchObject({ weekEarningsKobo: 0, lastWeekEarningsKobo: earned });
  });

  it("shows a payout leaving the available balance and arriving at the bank", async () => {
    const driver = await driverWithBank();
    const trip = await completedTrip(driver);
    await payFromWallet(trip);
    const { availableKobo } = await earningsOf(driver.api);
    expect(availableKobo).toBeGreaterThan(10_000);

    const tooSmall = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: 9_999 },
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe("The minimum payout is ₦100.");
    const tooMuch = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: availableKobo + 100 },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe("You cannot withdraw more than your available balance.");

    const requested = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: availableKobo },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const payout = requested.json().data as { reference: string; status: string; accountNumberEnd: string };
    expect(payout).toMatchObject({ status: "pending", bankName: "GTBank", accountNumberEnd: "6789" });
    expect(gateway.transfers.at(-1)).toMatchObject({ amount: availableKobo, reference: payout.reference });

    const pending = await earningsOf(driver.api);
    expect(pending).toMatchObject({ availableKobo: 0, inTransitKobo: availableKobo });
    expect(pending.payouts[0]).toMatchObject({ reference: payout.reference, status: "pending" });
    expect((await summaryOf(driver.api)).availableKobo).toBe(0);
    // Today's earnings are what trips earned: withdrawing does not take them back.
    expect((await summaryOf(driver.api)).todayEarningsKobo).toBe(pending.todayKobo);
    expect(pending.todayKobo).toBe(availableKobo);

    // The gateway reports the transfer done.
    const body = JSON.stringify({
      event: "transfer.success",
      data: {
        reference: payout.reference,
        transfer_code: "TRF_done",
        amount: availableKobo,
        status: "success",
      },
    });
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/payments/paystack/webhook",
      headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(body, SECRET) },
      payload: body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const done = await eventually(async () => {
      const view = await earningsOf(driver.api);
      return view.payouts[0]?.status === "success" ? view : undefined;
    });
    expect(done).toMatchObject({ availableKobo: 0, inTransitKobo: 0 });
    expect(await balanceOf(t.database.db, LEDGER.driver(driver.user.id))).toBe(0);
  });
});

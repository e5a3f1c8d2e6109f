import type { DeliveryView } from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { offers } from "../src/db/schema/index.ts";
import { SimulatedDriver } from "../src/simulator/driver.ts";
import { seedFleet } from "../src/simulator/fleet.ts";
import { signInSimulated } from "../src/simulator/session.ts";
import { bookDelivery, deliveryRow } from "./helpers/deliveries.ts";
import { expectLedgerBalanced, fundWallet, paymentsSuite } from "./helpers/payments.ts";
import { eventually, listen, north } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * Demo mode's simulated drivers carry parcels too, so one person can watch a whole delivery: a simulated driver
 * offers on a delivery it is sent, and once the sender accepts and pays, takes the parcel with the sender's code
 * and hands it over with the recipient's, each with a photo, as a driver's phone does. Fast: positions every
 * 100 ms at ten times town speed, as the simulated buses' test runs them.
 */
const { t } = await paymentsSuite({ LOCATION_MIN_INTERVAL_MS: "0" });
let driver: SimulatedDriver | undefined;
afterAll(() => driver?.stop());

describe("a simulated driver", () => {
  it("offers on a delivery it is sent and, once accepted and paid, carries it to delivered", async () => {
    const [member] = await seedFleet(t.database.db, 1);
    if (!member) throw new Error("no simulated driver");
    const url = await listen(t);
    driver = new SimulatedDriver({
      baseUrl: url,
      cookie: await signInSimulated(t.database.db, member.id),
      db: t.database.db,
      log: t.app.log,
      positionEveryMs: 100,
      maxWaitMs: 1_000,
      speedFactor: 10,
    });
    await driver.start();
    // The parcel waits where the simulated driver is (it starts somewhere on campus), so the request reaches it.
    const at = await eventually(() => t.app.rideDeps.locations.get(member.id));

    const user = await createUser(t, { fullName: "Adaeze Nwankwo" });
    const sender = await signedIn(t, user);
    await fundWallet(t, user.id, 1_000_000);
    const pickup = { lat: at.lat, lon: at.lon, name: "Outside the bookshop" };
    const dropoff = { ...north(pickup, 400), name: "The porters' lodge" };
    const booked = await bookDelivery(sender, { pickup, dropoff, size: "small" });

    const offer = await eventually(async () => {
      const [pending] = await t.database.db
        .select()
        .from(offers)
        .where(and(eq(offers.tripId, booked.id), eq(offers.status, "pending")));
      return pending;
    });
    expect(offer.driverId).toBe(member.id);
    const accepted = await sender({ method: "POST", url: `/api/deliveries/offers/${offer.id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json().data as DeliveryView).driver?.id).toBe(member.id);
    const paid = await sender({ method: "POST", url: `/api/payments/trips/${booked.id}/wallet` });
    expect(paid.statusCode, paid.body).toBe(200);

    const delivered = await eventually(async () => {
      const row = await deliveryRow(t, booked.id);
      return row.status === "delivered" ? row : undefined;
    }, 60_000);
    expect(delivered.driverId).toBe(member.id);
    const view = await sender({ method: "GET", url: `/api/deliveries/${booked.id}` });
    expect(view.json().data.proofs).toMatchObject({
      pickup: { at: expect.any(String) },
      dropoff: { at: expect.any(String) },
    });
    await expectLedgerBalanced(t);
  }, 90_000);
});

import { describe, expect, it } from "vitest";
import { outbox } from "./helpers/outbox.ts";
import { completedTrip, paymentsSuite, type Trip } from "./helpers/payments.ts";

/**
 * A suspended driver sees why, for as long as it lasts, and how to appeal; they are e-mailed when suspended and
 * when the suspension is lifted.
 */
const { t, asAdmin } = await paymentsSuite({ SUPPORT_EMAIL: "help@campusgo.test" });

async function suspend(trip: Trip): Promise<void> {
  const reported = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/report` });
  expect(reported.statusCode, reported.body).toBe(201);
  const queue = (await asAdmin({ method: "GET", url: "/api/admin/payment-reports?status=open" })).json().data;
  const item = queue.find((r: { ride: { id: string } }) => r.ride.id === trip.rideId);
  const decided = await asAdmin({
    method: "POST",
    url: `/api/admin/payment-reports/${item.id}/decision`,
    payload: { action: "suspend", note: "Second report this month" },
  });
  expect(decided.statusCode, decided.body).toBe(200);
}

const statusOf = async (trip: Trip) => {
  const res = await trip.driver.api({ method: "GET", url: "/api/driver/status" });
  expect(res.statusCode).toBe(200);
  return res.json().data as { online: boolean; suspension: { reason: string; since: string } | null };
};

describe("a suspended driver", () => {
  it("sees the suspension and its reason until it is lifted, and is e-mailed both times", async () => {
    const trip = await completedTrip(t);
    const ride = (await trip.rider({ method: "GET", url: `/api/rides/${trip.rideId}` })).json().data;
    expect(await statusOf(trip)).toEqual({ online: true, suspension: null });

    const before = Date.now();
    await suspend(trip);
    const status = await statusOf(trip);
    expect(status.online).toBe(false);
    expect(status.suspension?.reason).toMatch(
      new RegExp(
        `^A rider reported that you asked to be paid outside the app on the trip from ${ride.pickup.name} to ${ride.destination.name} on .+\\. Every payment must stay on CampusGo\\.$`,
      ),
    );
    // The admin's own note stays in the audit log: the driver is shown the reason, not the note.
    expect(status.suspension?.reason).not.toContain("Second report");
    expect(Date.parse(status.suspension?.since ?? "")).toBeGreaterThanOrEqual(before - 1000);

    // Going online is still refused, and the lasting state stays as it was.
    const online = await trip.driver.api({
      method: "PUT",
      url: "/api/driver/status",
      payload: { online: true },
    });
    expect(online.statusCode).toBe(403);
    expect(online.json().message).toMatch(
      /^Your driver account is suspended, so you cannot go online\. Why: A rider reported/,
    );
    expect(await statusOf(trip)).toEqual(status);

    const [suspended] = (await outbox(t, trip.driver.user.email)).filter(
      (m) => m.subject === "Your CampusGo driver account is suspended",
    );
    expect(suspended?.text).toContain(`Why: ${status.suspension?.reason}`);
    expect(suspended?.text).toContain("write to help@campusgo.test");
    expect(suspended?.html).toContain("help@campusgo.test");

    const lifted = await asAdmin({
      method: "POST",
      url: `/api/admin/payment-reports/drivers/${trip.driver.user.id}/lift-suspension`,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await statusOf(trip)).toEqual({ online: false, suspension: null });
    const reinstated = (await outbox(t, trip.driver.user.email)).filter(
      (m) => m.subject === "Your CampusGo driver account is active again",
    );
    expect(reinstated).toHaveLength(1);
    expect(reinstated[0]?.text).toContain("you can go online and take rides again");
    const back = await trip.driver.api({
      method: "PUT",
      url: "/api/driver/status",
      payload: { online: true },
    });
    expect(back.json().data).toEqual({ online: true, suspension: null });
  });

  it("is told where to write by the app's settings", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json()).toMatchObject({ supportEmail: "help@campusgo.test" });
  });
});

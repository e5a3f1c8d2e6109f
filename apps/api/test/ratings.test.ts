import { RATING_MESSAGES } from "@campusgo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { fundWallet } from "./helpers/payments.ts";
import { book, MANUAL_DISPATCH, onlineDriver, place, redisEnv, type SignedIn } from "./helpers/rides.ts";
import { createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MANUAL_DISPATCH, ...redisEnv() });
});
afterAll(() => t.close());

const near = place("odenigwe");

/** A rider and a driver with one accepted ride between them; `finish` drives it to completion. */
async function trip() {
  const driver = await onlineDriver(t, near);
  const riderUser = await createUser(t);
  const rider = await signedIn(t, riderUser);
  const ride = await book(rider);
  const offer = (
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/offers`, payload: {} })
  ).json().data;
  const pin = (await rider({ method: "POST", url: `/api/offers/${offer.id}/accept` })).json().data.pin;
  const finish = async () => {
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/arrive` });
    await driver.api({ method: "POST", url: `/api/rides/${ride.id}/start`, payload: { pin } });
    expect(
      (
        await driver.api({
          method: "POST",
          url: `/api/rides/${ride.id}/complete`,
          payload: { confirmFar: true },
        })
      ).json().data.status,
    ).toBe("completed");
  };
  return { driver, rider, riderUser, ride, finish };
}

const rate = (api: SignedIn, rideId: string, payload: unknown) =>
  api({ method: "POST", url: `/api/rides/${rideId}/rating`, payload: payload as object });

describe("rating a trip", () => {
  it("the rider rates the driver once a trip is completed; the driver's rating is what riders then see", async () => {
    const { driver, rider, riderUser, ride, finish } = await trip();
    const early = await rate(rider, ride.id, { stars: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(RATING_MESSAGES.notCompleted);
    await finish();

    expect((await rider({ method: "GET", url: `/api/rides/${ride.id}/rating` })).json().data).toBeNull();
    const rated = await rate(rider, ride.id, { stars: 4, comment: "  Smooth ride, polite driver  " });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toMatchObject({
      message: RATING_MESSAGES.thanks,
      data: { stars: 4, comment: "Smooth ride, polite driver" },
    });
    expect((await rider({ method: "GET", url: `/api/rides/${ride.id}/rating` })).json().data.stars).toBe(4);

    const again = await rate(rider, ride.id, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RATING_MESSAGES.alreadyRated);

    const view = (await rider({ method: "GET", url: `/api/rides/${ride.id}` })).json().data;
    expect(view.driver).toMatchObject({ id: driver.user.id, rating: 4, ratingCount: 1 });

    // The driver rates the rider; drivers see it on the rider's next request.
    expect((await rate(driver.api, ride.id, { stars: 5 })).statusCode).toBe(201);
    // The trip is paid (from the wallet) before the rider books again.
    await fundWallet(t, riderUser.id, 1_000_000);
    expect((await rider({ method: "POST", url: `/api/payments/rides/${ride.id}/wallet` })).statusCode).toBe(
      200,
    );
    const next = await book(rider);
    const requests = (await driver.api({ method: "GET", url: "/api/driver/requests" })).json().data;
    expect(requests.find((r: { id: string }) => r.id === next.id)?.rider).toMatchObject({ rating: 5 });
  });

  it("refuses bad stars and long comments with the messages, and people outside the trip", async () => {
    const { rider, ride, finish } = await trip();
    await finish();
    for (const stars of [0, 6, 2.5, "5", undefined]) {
      const bad = await rate(rider, ride.id, { stars });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(RATING_MESSAGES.chooseStars);
    }
    const long = await rate(rider, ride.id, { stars: 3, comment: "x".repeat(301) });
    expect(long.json().message).toBe(RATING_MESSAGES.commentTooLong);
    const stranger = await signedIn(t, await createUser(t));
    expect((await rate(stranger, ride.id, { stars: 5 })).statusCode).toBe(404);
    expect((await rate(rider, "not-a-ride", { stars: 5 })).statusCode).toBe(404);
    expect((await rider({ method: "GET", url: `/api/rides/${ride.id}/rating` })).json().data).toBeNull();
  });

  it("two submissions at the same moment store one rating", async () => {
    const { rider, ride, finish } = await trip();
    await finish();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((stars) => rate(rider, ride.id, { stars })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
  });
});

import {
  DELIVERY_MESSAGES,
  type DeliveryEvent,
  type DeliveryStatus,
  type DeliveryView,
  type HandoverFields,
  returnFeeKobo,
} from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Delivery, deliveries, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { chargeReturnFee, findCharge } from "../payments/charges.ts";
import { endHold, holdFor, openHold } from "../payments/holds.ts";
import { codeUsed, type HandoverPurpose, issueCode, tryCode } from "../trips/handover.ts";
import type { DeliveryDeps } from "./deps.ts";
import { dropProofPhoto, recordProof, storeProofPhoto } from "./proofs.ts";
import { findDelivery } from "./repo.ts";
import { notFound, viewDelivery } from "./service.ts";
import { type DeliveryChange, transitionDelivery } from "./transition.ts";
import { freeWaitEndsAt } from "./view.ts";

/**
 * The driver's steps with a parcel (docs/decisions/0030-package-delivery.md): arriving, the three hand-overs
 * (pickup with the sender's code, drop-off with the recipient's, a return with the sender's return code), each
 * with a photo and checked only here, and the way back after the free wait.
 */

const conflict = (message: string = DELIVERY_MESSAGES.cannotMove) => new AppError("conflict", message);

/** The delivery if `driver` is its assigned driver; 404 for anyone else (as for a delivery never theirs). */
async function driversDelivery(deps: DeliveryDeps, driver: User, id: string): Promise<Delivery> {
  const delivery = await findDelivery(deps.db, id);
  if (!delivery || delivery.driverId !== driver.id) throw notFound();
  return delivery;
}

const byDriver = (driver: User) => eq(deliveries.driverId, driver.id);

async function moved(deps: DeliveryDeps, driver: User, change: DeliveryChange, now: Date) {
  await deps.events.publish(change);
  return viewDelivery(deps, change.delivery, driver, now);
}

/** The driver is at the pickup (from accepted) or at the drop-off (from in transit). */
export async function arrive(deps: DeliveryDeps, driver: User, id: string): Promise<DeliveryView> {
  const delivery = await driversDelivery(deps, driver, id);
  const event: DeliveryEvent | undefined =
    delivery.status === "accepted"
      ? "arrive_pickup"
      : delivery.status === "in_transit"
        ? "arrive_dropoff"
        : undefined;
  if (!event) throw conflict();
  const now = new Date();
  const change = await deps.db.transaction((tx) =>
    transitionDelivery(tx, delivery, {
      event,
      actor: "driver",
      actorId: driver.id,
      guard: byDriver(driver),
      at: now,
    }),
  );
  if (!change) throw conflict();
  return moved(deps, driver, change, now);
}

/**
 * After the free wait at the drop-off, the driver starts bringing the parcel back; the sender is given a return
 * code to give the driver when it reaches them.
 */
export async function startReturn(deps: DeliveryDeps, driver: User, id: string): Promise<DeliveryView> {
  const delivery = await driversDelivery(deps, driver, id);
  if (delivery.status !== "at_dropoff") throw conflict();
  const now = new Date();
  const waitMs = deps.config.deliveries.freeWaitMs;
  const waitEnds = freeWaitEndsAt(delivery, waitMs);
  if (!waitEnds || waitEnds.getTime() > now.getTime()) {
    throw conflict(DELIVERY_MESSAGES.freeWaitNotOver(Math.ceil(waitMs / 60_000)));
  }
  const change = await deps.db.transaction(async (tx) => {
    const started = await transitionDelivery(tx, delivery, {
      event: "start_return",
      actor: "driver",
      actorId: driver.id,
      guard: byDriver(driver),
      at: now,
    });
    if (started) await issueCode(tx, delivery.id, "return");
    return started;
  });
  if (!change) throw conflict();
  return moved(deps, driver, change, now);
}

/** What each hand-over moves, from where, and who takes the parcel. */
const HANDOVERS: Record<
  HandoverPurpose,
  {
    event: DeliveryEvent;
    from: readonly DeliveryStatus[];
    receivedBy: (d: Delivery, driverName: string) => string;
    message: string;
  }
> = {
  pickup: {
    event: "pick_up",
    from: ["at_pickup"],
    receivedBy: (_d, driverName) => driverName,
    message: "Package picked up",
  },
  // A hand-over sent from the offline queue may arrive before the arrival at the drop-off did.
  dropoff: {
    event: "deliver",
    from: ["at_dropoff", "in_transit"],
    receivedBy: (d) => d.recipientName,
    message: "Package delivered",
  },
  return: {
    event: "return",
    from: ["returning"],
    receivedBy: () => "The sender",
    message: "Package returned",
  },
};

/** When the hand-over happened: the phone's time, never ahead of the server's nor before the parcel's last step. */
function handoverTime(d: Delivery, fields: HandoverFields, now: Date): Date {
  const said = fields.at ? new Date(fields.at) : now;
  const earliest = (d.pickedUpAt ?? d.arrivedPickupAt ?? d.acceptedAt ?? d.createdAt).getTime();
  return new Date(Math.min(now.getTime(), Math.max(earliest, said.getTime())));
}

export interface HandoverResult {
  message: string;
  data: DeliveryView;
}

/**
 * One hand-over with its photo and code. The photo is checked and stored first (refused, nothing changes). Then,
 * in one transaction, one row update both counts the try and compares the code (trips/handover.ts), and a right
 * code, used once, moves the delivery and records the proof; a right drop-off or return releases the driver's
 * held share. A pickup waits for the payment.
 *
 * A drop-off sent from the offline queue (`queued`) is never refused for its code: a wrong or locked code moves the
 * delivery to disputed (the driver's share stays held for support), since the driver is no longer at the door to
 * try again. Online, a wrong code is refused with the tries left, as the ride PIN is.
 */
export async function handOver(
  deps: DeliveryDeps,
  driver: User,
  id: string,
  purpose: HandoverPurpose,
  fields: HandoverFields,
  photo: Buffer | undefined,
): Promise<HandoverResult> {
  const rule = HANDOVERS[purpose];
  const delivery = await driversDelivery(deps, driver, id);
  const queued = fields.queued === "1" && purpose === "dropoff";
  if (!rule.from.includes(delivery.status)) {
    // A hand-over repeated after it was made (a queue sent twice without its key) answers what it made.
    if (await codeUsed(deps.db, id, purpose)) {
      return { message: rule.message, data: await viewDelivery(deps, delivery, driver) };
    }
    throw conflict();
  }
  if (purpose === "pickup" && (await findCharge(deps.db, id))?.status !== "paid") {
    throw conflict(DELIVERY_MESSAGES.notPaid);
  }
  const photoKey = await storeProofPhoto(deps.config.dataDir, photo);
  const now = new Date();
  const at = handoverTime(delivery, fields, now);
  const proof = {
    tripId: id,
    purpose,
    photoKey,
    at,
    confirmedAt: now,
    lat: fields.lat ?? null,
    lon: fields.lon ?? null,
    queued,
  };
  let outcome:
    | { kind: "moved" | "disputed"; change: DeliveryChange }
    | { kind: "wrong"; left: number }
    | {
        kind: "locked";
      };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const tried = await tryCode(tx, id, purpose, fields.code, now);
      if (!tried?.right) {
        if (!queued) return tried ? { kind: "wrong", left: tried.attemptsLeft } : { kind: "locked" };
        const change = await dispute(tx, delivery, driver, tried ? "wrong_code" : "code_locked", now);
        await recordProof(tx, { ...proof, receivedBy: "Not confirmed" });
        return { kind: "disputed", change };
      }
      const change = await transitionDelivery(tx, delivery, {
        event: rule.event,
        actor: "driver",
        actorId: driver.id,
        guard: byDriver(driver),
        payload: queued ? { queued: true, capturedAt: at.toISOString() } : {},
        at,
      });
      if (!change) throw conflict();
      await recordProof(tx, { ...proof, receivedBy: rule.receivedBy(delivery, firstWord(driver.fullName)) });
      if (purpose !== "pickup") await releaseShare(tx, id);
      // Back with the sender: the way back costs the return fee shown at booking.
      if (purpose === "return" && delivery.driverId) {
        await chargeReturnFee(tx, {
          tripId: id,
          payerId: delivery.senderId,
          driverId: delivery.driverId,
          amountKobo: returnFeeKobo(delivery.agreedKobo ?? delivery.offerKobo),
        });
      }
      return { kind: "moved", change };
    });
  } catch (error) {
    await dropProofPhoto(deps.config.dataDir, photoKey);
    throw error;
  }
  if (outcome.kind === "wrong" || outcome.kind === "locked") {
    await dropProofPhoto(deps.config.dataDir, photoKey);
    if (outcome.kind === "wrong")
      throw new AppError("bad_request", DELIVERY_MESSAGES.wrongCode(outcome.left));
    const current = await findDelivery(deps.db, id);
    if (!current || !rule.from.includes(current.status)) throw conflict();
    throw new AppError("too_many_requests", DELIVERY_MESSAGES.codePaused);
  }
  const data = await moved(deps, driver, outcome.change, now);
  return { message: outcome.kind === "disputed" ? DELIVERY_MESSAGES.disputed : rule.message, data };
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A queued hand-over failed its check: the delivery is disputed and the driver's share waits for support. */
async function dispute(
  tx: Db,
  delivery: Delivery,
  driver: User,
  reason: "wrong_code" | "code_locked",
  now: Date,
): Promise<DeliveryChange> {
  const change = await transitionDelivery(tx, delivery, {
    event: "dispute",
    actor: "system",
    guard: and(byDriver(driver)),
    payload: { reason, driverId: driver.id },
    at: now,
  });
  if (!change) throw conflict();
  await holdFor(tx, delivery.id, "disputed");
  return change;
}

/** The parcel reached its end: the driver's share, held since it was paid, becomes theirs. */
async function releaseShare(tx: Db, tripId: string): Promise<void> {
  const hold = await openHold(tx, tripId);
  if (hold?.reason === "until_done") await endHold(tx, hold, { status: "released" });
}

import {
  type ClientToServerEvents,
  type DeliveryRequest,
  type DeliveryView,
  type DriverRequest,
  FARE_ROUNDING_KOBO,
  type RideView,
  type ServerToClientEvents,
  type SocketAck,
} from "@campusgo/domain";
import type { FastifyBaseLogger } from "fastify";
import { io, type Socket } from "socket.io-client";
import type { Db } from "../db/client.ts";
import { openCodes } from "../modules/trips/handover.ts";
import { apiClient } from "./http.ts";
import { headingTo, jitter, type Point, randomBetween, randomPlace, stepToward } from "./motion.ts";
import { sendHandover } from "./parcels.ts";

export interface SimulatedDriverOptions {
  baseUrl: string;
  cookie: string;
  db: Db;
  log: FastifyBaseLogger;
  /** How often a position is sent (about every 4 s, as the app does). */
  positionEveryMs: number;
  /** The longest a round trip waits before the return leg, so a demo does not stand still for long. */
  maxWaitMs: number;
  /** A multiple of town speed (1 in the demo). */
  speedFactor: number;
}

type Phase =
  | { kind: "wander"; target: Point; pauseUntil: number }
  | { kind: "to-pickup"; ride: RideView }
  | { kind: "at-pickup"; ride: RideView }
  | { kind: "trip"; ride: RideView; leg: "out" | "back" }
  | { kind: "waiting"; ride: RideView; until: number }
  /** A parcel: to the pickup, waiting there to be paid, carrying it, at the drop-off. */
  | { kind: "parcel"; delivery: DeliveryView; step: "to-pickup" | "at-pickup" | "carrying" | "at-dropoff" };

/**
 * One simulated driver: a real socket.io client signed in with a real session, using the same API as a
 * driver's phone. It drives between campus places, answers requests for its vehicle with offers, drives to
 * the pickup, arrives, starts with the rider's PIN, drives to the destination and completes (a round trip
 * waits there, then drives back). It carries parcels too: it offers on the delivery requests its vehicle can
 * take, waits at the pickup until the sender has paid, and hands over with a photo and the codes (read, as the
 * sender and the recipient would read them out, from the database).
 */
export class SimulatedDriver {
  private socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly api: ReturnType<typeof apiClient>;
  private position: Point;
  private phase: Phase;
  private readonly speedMps: number;
  private busy = false;
  private stopped = false;
  private lastOnlineAttempt = 0;
  /** At a parcel's stop, the next step waits until then. */
  private parcelNotBefore = 0;

  constructor(private readonly options: SimulatedDriverOptions) {
    this.api = apiClient(options.baseUrl, options.cookie);
    this.speedMps = (randomBetween(20, 35) / 3.6) * options.speedFactor;
    this.position = jitter(randomPlace(), 150);
    this.phase = { kind: "wander", target: randomPlace(this.position), pauseUntil: 0 };
  }

  async start(): Promise<void> {
    await this.goOnline();
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(this.options.baseUrl, {
      path: "/socket.io",
      transports: ["websocket"],
      extraHeaders: { cookie: this.options.cookie },
      reconnectionDelay: 2000,
    });
    this.socket = socket;
    socket.on("ride:request", (request) => this.onRequest(request));
    socket.on("delivery:request", (request) => this.onRequest(request));
    socket.on("offer:updated", ({ offer }) => {
      if (offer.status === "accepted") void this.guard(() => this.beginRide(offer.rideId));
    });
    socket.on("ride:updated", ({ ride }) => this.onRideUpdated(ride));
    socket.on("delivery:updated", ({ delivery }) => this.onDeliveryUpdated(delivery));
    await this.guard(() => this.resume());
    this.timer = setInterval(() => void this.guard(() => this.tick()), this.options.positionEveryMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
    this.socket?.disconnect();
  }

  private later(ms: number, run: () => Promise<void>): void {
    const t = setTimeout(() => {
      this.pending.delete(t);
      void this.guard(run);
    }, ms);
    this.pending.add(t);
  }

  private async guard(run: () => Promise<void>): Promise<void> {
    if (this.stopped) return;
    try {
      await run();
    } catch (error) {
      this.options.log.debug({ err: error }, "simulated driver step failed");
    }
  }

  private async goOnline(): Promise<void> {
    this.lastOnlineAttempt = Date.now();
    const res = await this.api("PUT", "/driver/status", { online: true });
    if (res.status !== 200)
      this.options.log.warn({ status: res.status }, "simulated driver could not go online");
  }

  /** After a restart: carry on with a ride that was already under way. */
  private async resume(): Promise<void> {
    const parcels = await this.api<{ data: DeliveryView[] }>("GET", "/deliveries/active");
    const delivery = parcels.body.data?.[0];
    if (delivery) return this.carry(delivery);
    const res = await this.api<{ data: RideView | null }>("GET", "/rides/active");
    const ride = res.body.data;
    if (!ride) return;
    if (ride.status === "accepted") this.phase = { kind: "to-pickup", ride };
    else if (ride.status === "arrived") await this.arrived(ride);
    else if (ride.status === "in_progress") this.phase = { kind: "trip", ride, leg: "out" };
    else if (ride.status === "waiting") this.phase = { kind: "waiting", ride, until: Date.now() };
    else if (ride.status === "returning") this.phase = { kind: "trip", ride, leg: "back" };
  }

  private onRequest(request: DriverRequest | DeliveryRequest): void {
    if (this.phase.kind !== "wander" || this.busy) return;
    const kind = "kind" in request && request.kind === "delivery" ? "deliveries" : "rides";
    // A human takes a few seconds to read a request and answer it.
    this.later(randomBetween(1500, 5000), async () => {
      if (this.phase.kind !== "wander") return;
      const amount = Math.random() < 0.5 ? undefined : this.counterOffer(request);
      await this.api("POST", `/${kind}/${request.id}/offers`, amount === undefined ? {} : { amount });
    });
  }

  /** 10-40 % above the suggested fare, in whole ₦50, within the driver's band (and not below the rider's). */
  private counterOffer(request: DriverRequest | DeliveryRequest): number {
    const raw = request.fareKobo * randomBetween(1.1, 1.4);
    const rounded = Math.ceil(raw / FARE_ROUNDING_KOBO) * FARE_ROUNDING_KOBO;
    return Math.max(request.offerKobo, Math.min(rounded, request.offerRange.maxKobo));
  }

  private async beginRide(rideId: string): Promise<void> {
    const res = await this.api<{ data: RideView }>("GET", `/rides/${rideId}`);
    if (res.status === 404) {
      // Not a ride: a delivery's offer was accepted.
      const parcel = await this.api<{ data: DeliveryView }>("GET", `/deliveries/${rideId}`);
      if (parcel.status === 200) this.carry(parcel.body.data);
      return;
    }
    if (res.status === 200 && res.body.data.status === "reserved") {
      // Booked ahead: confirm when reminded, if free by then (otherwise the ride goes to another driver).
      const from = Date.parse(res.body.data.confirmFrom ?? "") || Date.now();
      this.later(Math.max(0, from - Date.now()) + 1000, async () => {
        if (this.phase.kind !== "wander") return;
        const confirmed = await this.api("POST", `/rides/${rideId}/confirm`);
        if (confirmed.status === 200) await this.beginRide(rideId);
      });
      return;
    }
    if (res.status !== 200 || res.body.data.status !== "accepted") return;
    this.phase = { kind: "to-pickup", ride: res.body.data };
  }

  private onRideUpdated(ride: RideView): void {
    const current = "ride" in this.phase ? this.phase.ride : undefined;
    if (current?.id !== ride.id) return;
    if (ride.status === "cancelled" || ride.status === "completed") this.wander();
    // The server started the way back (the agreed wait ran out).
    else if (ride.status === "returning" && this.phase.kind === "waiting") {
      this.phase = { kind: "trip", ride, leg: "back" };
    }
  }

  /** Takes up a delivery where it stands. */
  private carry(delivery: DeliveryView): void {
    const step =
      delivery.status === "accepted"
        ? "to-pickup"
        : delivery.status === "at_pickup"
          ? "at-pickup"
          : delivery.status === "in_transit"
            ? "carrying"
            : delivery.status === "at_dropoff"
              ? "at-dropoff"
              : undefined;
    if (step) this.phase = { kind: "parcel", delivery, step };
  }

  private onDeliveryUpdated(delivery: DeliveryView): void {
    if (this.phase.kind !== "parcel" || this.phase.delivery.id !== delivery.id) return;
    if (["cancelled", "delivered", "returned", "disputed", "returning"].includes(delivery.status)) {
      this.wander(randomBetween(5_000, 15_000));
      return;
    }
    // The sender sent it elsewhere, or paid: carry on with what changed.
    this.phase = { ...this.phase, delivery };
  }

  /** One step of a parcel at a stop: arrive, take it once paid, hand it over. */
  private async parcelStep(phase: Extract<Phase, { kind: "parcel" }>): Promise<void> {
    const { delivery } = phase;
    const at = { lat: this.position.lat, lon: this.position.lon };
    if (phase.step === "to-pickup" || phase.step === "carrying") {
      const res = await this.api<{ data: DeliveryView }>("POST", `/deliveries/${delivery.id}/arrive`);
      if (res.status !== 200) return this.wander();
      this.phase = {
        kind: "parcel",
        delivery: res.body.data,
        step: phase.step === "to-pickup" ? "at-pickup" : "at-dropoff",
      };
      return;
    }
    if (phase.step === "at-pickup" && delivery.payment?.status !== "paid") return;
    const purpose = phase.step === "at-pickup" ? "pickup" : "dropoff";
    const code = (await openCodes(this.options.db, [delivery.id], purpose)).get(delivery.id);
    if (!code) return this.wander();
    const res = await sendHandover(this.options.baseUrl, this.options.cookie, delivery.id, purpose, {
      code,
      ...at,
    });
    const next = res.body.data;
    if (res.status !== 200 || !next) return this.wander();
    if (purpose === "pickup") this.phase = { kind: "parcel", delivery: next, step: "carrying" };
    else this.wander(randomBetween(5_000, 15_000));
  }

  private wander(pauseMs = 0): void {
    this.phase = { kind: "wander", target: randomPlace(this.position), pauseUntil: Date.now() + pauseMs };
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    const meters = this.speedMps * (this.options.positionEveryMs / 1000);
    const phase = this.phase;
    let target: Point | undefined;
    if (phase.kind === "wander" && now >= phase.pauseUntil) target = phase.target;
    else if (phase.kind === "to-pickup") target = phase.ride.pickup;
    else if (phase.kind === "trip") target = phase.leg === "out" ? phase.ride.destination : phase.ride.pickup;
    else if (phase.kind === "parcel" && phase.step === "to-pickup") target = phase.delivery.pickup;
    else if (phase.kind === "parcel" && phase.step === "carrying") target = phase.delivery.dropoff;
    let heading: number | null = null;
    let arrived = false;
    if (target) {
      heading = headingTo(this.position, target);
      const step = stepToward(this.position, target, meters);
      this.position = step.at;
      arrived = step.arrived;
    }
    await this.sendPosition(heading, target ? this.speedMps : 0);
    // Sending the position may outlast a tick: one that moved the driver on meanwhile (arrived, took the parcel)
    // has made this tick's phase stale, and acting on it would arrive or hand over twice.
    if (this.phase !== phase) return;
    if (phase.kind === "waiting" && now >= phase.until && !this.busy) {
      this.busy = true;
      try {
        await this.api("POST", `/rides/${phase.ride.id}/return`);
        if (this.phase === phase) this.phase = { kind: "trip", ride: phase.ride, leg: "back" };
      } finally {
        this.busy = false;
      }
      return;
    }
    // At a stop with a parcel: each tick tries the next step (the payment may come later).
    if (phase.kind === "parcel" && (phase.step === "at-pickup" || phase.step === "at-dropoff")) {
      if (this.busy || now < this.parcelNotBefore) return;
      this.busy = true;
      try {
        await this.parcelStep(phase);
      } finally {
        this.busy = false;
      }
      return;
    }
    if (!arrived || this.busy) return;
    this.busy = true;
    try {
      if (phase.kind === "wander") this.wander(randomBetween(5_000, 20_000));
      else if (phase.kind === "to-pickup") await this.arrive(phase.ride);
      else if (phase.kind === "trip") await this.endLeg(phase.ride, phase.leg);
      else if (phase.kind === "parcel") {
        await this.parcelStep(phase);
        // A few seconds at the door before the hand-over, as a person takes.
        this.parcelNotBefore = Date.now() + randomBetween(4_000, 8_000);
      }
    } finally {
      this.busy = false;
    }
  }

  private async sendPosition(heading: number | null, speed: number): Promise<void> {
    const socket = this.socket;
    if (!socket?.connected) return;
    const answer = await socket
      .timeout(10_000)
      .emitWithAck("driver:location", { lat: this.position.lat, lon: this.position.lon, heading, speed })
      .catch((): SocketAck => ({ ok: false, message: "No answer" }));
    if (!answer.ok && Date.now() - this.lastOnlineAttempt > 30_000) await this.goOnline();
  }

  private async arrive(ride: RideView): Promise<void> {
    const res = await this.api<{ data: RideView }>("POST", `/rides/${ride.id}/arrive`);
    if (res.status !== 200) return this.wander();
    await this.arrived(res.body.data);
  }

  /** At the pickup: the rider gets in and reads the PIN out (here, from the database); then start. */
  private async arrived(ride: RideView): Promise<void> {
    this.phase = { kind: "at-pickup", ride };
    this.later(randomBetween(5_000, 10_000), async () => {
      const pin = (await openCodes(this.options.db, [ride.id], "pickup")).get(ride.id);
      if (!pin) return this.wander();
      const res = await this.api<{ data: RideView }>("POST", `/rides/${ride.id}/start`, { pin });
      if (res.status !== 200) return this.wander();
      this.phase = { kind: "trip", ride: res.body.data, leg: "out" };
    });
  }

  private async endLeg(ride: RideView, leg: "out" | "back"): Promise<void> {
    if (ride.roundTrip && leg === "out") {
      const res = await this.api<{ data: RideView }>("POST", `/rides/${ride.id}/wait`);
      if (res.status !== 200) return this.wander();
      const wait = Math.min(ride.waitMinutes * 60_000, this.options.maxWaitMs);
      this.phase = { kind: "waiting", ride: res.body.data, until: Date.now() + wait };
      return;
    }
    await this.api("POST", `/rides/${ride.id}/complete`);
    this.wander(randomBetween(5_000, 15_000));
  }
}

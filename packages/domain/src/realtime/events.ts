import { z } from "zod";
import type { DeliveryRequest, DeliveryView } from "../deliveries/views.ts";
import type { DriverLocationInput } from "../rides/schemas.ts";
import { type DriverRequest, type OfferView, type RideView, rideTypeIdSchema } from "../rides/views.ts";
import type { AdminSosView } from "../safety/sos.ts";
import type { AdminTripCheckView, TripCheckView } from "../safety/trip-checks.ts";
import type { LineLive } from "../shuttles/live.ts";
import type { NotificationView } from "../views/notifications.ts";
import type { WirePoint } from "./positions.ts";

/** A socket acknowledgement: done, or refused with a message to show. */
export type SocketAck = { ok: true } | { ok: false; message: string };
export type AckCallback = (answer: SocketAck) => void;

/**
 * "ride:driver-location": the assigned driver's position, to the ride's room, as a compact WirePosition
 * `p` = [lat, lon] or [lat, lon, heading] (realtime/positions.ts: encodePosition, decodePosition).
 */
export const driverLocationEventSchema = z.object({
  rideId: z.string(),
  p: z.union([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number(), z.number()])]),
});
export type DriverLocationEvent = z.infer<typeof driverLocationEventSchema>;

export const rideWatchSchema = z.object({ rideId: z.string() });
export const nearbyWatchSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  type: rideTypeIdSchema.nullish(),
});
export type NearbyWatch = z.infer<typeof nearbyWatchSchema>;

/** "shuttle:watch": the line whose board the connection follows (one at a time). */
export const shuttleWatchSchema = z.object({ lineId: z.guid() });
/** The answer to "shuttle:watch": the line's board now, or why not. */
export type ShuttleWatchAck = { ok: true; live: LineLive } | { ok: false; message: string };

/** Server -> client events and their payloads (docs/realtime.md). */
export interface ServerToClientEvents {
  "ride:request": (request: DriverRequest) => void;
  "ride:request:gone": (payload: { rideId: string }) => void;
  /** A parcel to carry, for drivers whose vehicle can take its size. */
  "delivery:request": (request: DeliveryRequest) => void;
  "delivery:request:gone": (payload: { deliveryId: string }) => void;
  /** A driver's price on the sender's delivery, and the sender's delivery as it changed. */
  "delivery:offer": (payload: { offer: OfferView }) => void;
  "delivery:updated": (payload: { delivery: DeliveryView }) => void;
  "offer:updated": (payload: { offer: OfferView }) => void;
  "ride:updated": (payload: { ride: RideView }) => void;
  "ride:offer": (payload: { offer: OfferView }) => void;
  "ride:offer:gone": (payload: { offerId: string; rideId: string }) => void;
  "ride:driver-location": (payload: DriverLocationEvent) => void;
  /** Nearby idle drivers as [lat, lon] (rounded, no identities), sent when the list changes. */
  "nearby:drivers": (payload: { drivers: WirePoint[] }) => void;
  notification: (payload: { notification: NotificationView }) => void;
  /** The watched line's board, pushed when one of its buses reports, a run starts or ends, or its alerts change. */
  "shuttle:line-live": (live: LineLive) => void;
  /** To the admins' room on every instance: an SOS was raised, or it changed (safe, resolved). */
  "sos:raised": (payload: { sos: AdminSosView }) => void;
  "sos:updated": (payload: { sos: AdminSosView }) => void;
  /** To the rider (or sender): "Are you OK?" on their trip, and the check as it changed (answered, escalated). */
  "trip-check:asked": (payload: { check: TripCheckView }) => void;
  "trip-check:updated": (payload: { check: TripCheckView }) => void;
  /** To the admins' room on every instance: a check nobody answered in time, or answered after that. */
  "trip-check:unanswered": (payload: { check: AdminTripCheckView }) => void;
  "trip-check:answered": (payload: { check: AdminTripCheckView }) => void;
}

/**
 * Client -> server events. The types say what a well-behaved client sends; the server still parses every
 * payload with the schemas above (driverLocationSchema for positions), since anyone can send anything.
 */
export interface ClientToServerEvents {
  "driver:location": (payload: DriverLocationInput, ack: AckCallback) => void;
  "ride:watch": (payload: z.input<typeof rideWatchSchema>, ack: AckCallback) => void;
  "ride:unwatch": (payload: z.input<typeof rideWatchSchema>, ack: AckCallback) => void;
  "nearby:watch": (payload: z.input<typeof nearbyWatchSchema>, ack: AckCallback) => void;
  "nearby:unwatch": (ack: AckCallback) => void;
  "shuttle:watch": (
    payload: z.input<typeof shuttleWatchSchema>,
    ack: (answer: ShuttleWatchAck) => void,
  ) => void;
  "shuttle:unwatch": (ack: AckCallback) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

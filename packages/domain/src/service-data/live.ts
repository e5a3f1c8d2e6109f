import { z } from "zod";

/**
 * GET /api/admin/live (docs/api-admin-data.md): one snapshot of the service as it runs, for the admin's live
 * operations map. Read in a fixed number of queries whatever the number of drivers.
 */
const point = { lat: z.number(), lon: z.number() };

export const liveDriverSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  vehicleType: z.string().nullable(),
  plateNumber: z.string().nullable(),
  /** idle, or on_trip (a ride, a delivery or a shuttle run). */
  status: z.enum(["idle", "on_trip"]),
  tripKind: z.string().nullable(),
  /** Null when the driver is online without a fresh position. */
  position: z.object({ ...point, at: z.string() }).nullable(),
});
export type LiveDriver = z.infer<typeof liveDriverSchema>;

export const liveTripSchema = z.object({
  id: z.string(),
  kind: z.enum(["ride", "delivery"]),
  status: z.string(),
  rideType: z.number().int().nullable(),
  from: z.object({ ...point, name: z.string() }),
  to: z.object({ ...point, name: z.string() }),
  driverId: z.string().nullable(),
  /** Searching: when the search began; otherwise when the driver took it. */
  since: z.string().nullable(),
});
export type LiveTrip = z.infer<typeof liveTripSchema>;

export const liveBusSchema = z.object({
  runId: z.string(),
  lineName: z.string(),
  colour: z.string(),
  driverName: z.string().nullable(),
  position: z.object({ ...point, at: z.string() }).nullable(),
  startedAt: z.string().nullable(),
});
export type LiveBus = z.infer<typeof liveBusSchema>;

export const liveSosSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  tripKind: z.string(),
  role: z.string(),
  raisedBy: z.string(),
  raisedAt: z.string(),
  position: z.object(point).nullable(),
});
export type LiveSos = z.infer<typeof liveSosSchema>;

export const liveSnapshotSchema = z.object({
  /** The server's clock when it was taken: timers count from it. */
  at: z.string(),
  drivers: z.array(liveDriverSchema),
  /** Rides and deliveries with a driver, under way. */
  active: z.array(liveTripSchema),
  /** Rides and deliveries searching for a driver, longest waiting first. */
  searching: z.array(liveTripSchema),
  buses: z.array(liveBusSchema),
  /** Open SOS alerts, oldest first. */
  sos: z.array(liveSosSchema),
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;

/** How often the live operations screen asks for a new snapshot (it also refreshes at once on an SOS). */
export const LIVE_REFRESH_MS = 5000;

import type { AdminLineView, ShuttleLineView } from "@campusgo/domain";
import type { LoadedLine } from "./repo.ts";

/** A line as riders see it. */
export function toLineView({ line, stops, fares, alerts }: LoadedLine): ShuttleLineView {
  return {
    id: line.id,
    name: line.name,
    colour: line.colour,
    loop: line.loop,
    opensAt: line.opensAt,
    closesAt: line.closesAt,
    headwayMin: line.headwayMin,
    flatFareKobo: line.flatFareKobo,
    fares: fares.map((f) => ({ fromStopId: f.fromStopId, toStopId: f.toStopId, amountKobo: f.amountKobo })),
    stops: stops.map((s) => ({ id: s.id, name: s.name, lat: s.lat, lon: s.lon })),
    alerts: alerts.map((a) => ({
      id: a.id,
      kind: a.kind as ShuttleLineView["alerts"][number]["kind"],
      message: a.message,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** A line as admins see it: with its drivers. */
export function toAdminLineView(loaded: LoadedLine): AdminLineView {
  return {
    ...toLineView(loaded),
    drivers: loaded.drivers.map(({ lineId: _, ...driver }) => driver),
  };
}

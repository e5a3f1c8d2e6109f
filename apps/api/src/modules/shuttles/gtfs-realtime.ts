import GtfsRealtimeBindings from "gtfs-realtime-bindings";
import { GTFS_TIME_ZONE, gtfsTemplateTrip } from "./gtfs.ts";
import type { LineNowResult } from "./live.ts";
import type { LoadedLine } from "./repo.ts";

const { transit_realtime: rt } = GtfsRealtimeBindings;

/**
 * The lines' live data as GTFS-realtime (https://gtfs.org/documentation/realtime/reference/), over the static
 * feed's template trips (frequency-based): each running bus is an instance of its line's trip, told apart by its
 * start time and date. Three feeds: vehicle positions, trip updates (the arrivals still ahead on the bus's round)
 * and service alerts.
 */
export interface LineNow {
  loaded: LoadedLine;
  now: LineNowResult;
}

const header = (nowS: number) => ({
  gtfsRealtimeVersion: "2.0",
  incrementality: rt.FeedHeader.Incrementality.FULL_DATASET,
  timestamp: nowS,
});

const watParts = (at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: GTFS_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}${parts.month}${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
};

/**
 * The bus's run as an instance of its line's template trip. The trip runs every headway without set times
 * (frequencies.txt, exact_times=0), so the reference has it UNSCHEDULED, told apart by its start time and date.
 */
function tripOf(lineId: string, startedAt: Date) {
  const { date, time } = watParts(startedAt);
  return {
    tripId: gtfsTemplateTrip(lineId),
    routeId: lineId,
    startTime: time,
    startDate: date,
    scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.UNSCHEDULED,
  };
}

/**
 * The calls still ahead of a bus on its round, from the one after the stretch it is on: the stop and its
 * stop_sequence in the static feed (a loop calls at its first stop twice, first and last).
 */
function callsAhead(loaded: LoadedLine, segment: number) {
  const { stops, line } = loaded;
  const calls = line.loop && stops.length > 1 ? stops.length : stops.length - 1;
  const ahead: { stop: LoadedLine["stops"][number]; stopSequence: number }[] = [];
  for (let call = segment + 1; call <= calls; call++) {
    const stop = stops[call % stops.length];
    if (stop) ahead.push({ stop, stopSequence: call + 1 });
  }
  return ahead;
}

const encode = (entity: GtfsRealtimeBindings.transit_realtime.IFeedEntity[], nowS: number) =>
  rt.FeedMessage.encode(rt.FeedMessage.create({ header: header(nowS), entity })).finish();

/** Where each running bus is. */
export function vehiclePositions(lines: LineNow[], nowMs: number): Uint8Array {
  const nowS = Math.floor(nowMs / 1000);
  const entity = lines.flatMap(({ loaded, now }) =>
    now.live.buses.map((bus) => {
      const run = now.runs.find((r) => r.runId === bus.runId);
      // The call of this round it heads for (its stop_sequence tells the loop's first and last call apart).
      const next = run && callsAhead(loaded, run.segment).find((c) => c.stop.id === bus.nextStopId);
      return {
        id: bus.runId,
        vehicle: {
          trip: run ? tripOf(loaded.line.id, run.startedAt) : { routeId: loaded.line.id },
          vehicle: { id: bus.runId, label: bus.plateNumber ?? undefined },
          position: { latitude: bus.lat, longitude: bus.lon },
          timestamp: nowS - bus.ageS,
          ...(next
            ? {
                stopId: next.stop.id,
                currentStopSequence: next.stopSequence,
                currentStatus: rt.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO,
              }
            : {}),
        },
      };
    }),
  );
  return encode(entity, nowS);
}

/**
 * The arrivals still ahead on each live bus's round, in the order of its calls (a stop behind it is reached on the
 * next round, another instance of the trip), each UNSCHEDULED as its trip is. A bus not reporting or off its line,
 * or with no call ahead on this round, gives none (a trip update needs one stop at least).
 */
export function tripUpdates(lines: LineNow[], nowMs: number): Uint8Array {
  const nowS = Math.floor(nowMs / 1000);
  const entity = lines.flatMap(({ loaded, now }) => {
    const { line } = loaded;
    return now.live.buses.flatMap((bus) => {
      const run = now.runs.find((r) => r.runId === bus.runId);
      if (!run || bus.state !== "live") return [];
      const updates = callsAhead(loaded, run.segment).flatMap(({ stop, stopSequence }) => {
        const board = now.live.stops.find((b) => b.stopId === stop.id);
        const inS = board?.arrivals.find((a) => a.runId === bus.runId)?.inS;
        if (inS === null || inS === undefined) return [];
        return [
          {
            stopSequence,
            stopId: stop.id,
            arrival: { time: nowS + inS },
            scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.UNSCHEDULED,
          },
        ];
      });
      if (updates.length === 0) return [];
      return [
        {
          id: bus.runId,
          tripUpdate: {
            trip: tripOf(line.id, run.startedAt),
            vehicle: { id: bus.runId, label: bus.plateNumber ?? undefined },
            stopTimeUpdate: updates,
            timestamp: nowS - bus.ageS,
          },
        },
      ];
    });
  });
  return encode(entity, nowS);
}

/** The alerts in force on each line. */
export function serviceAlerts(lines: LoadedLine[], nowMs: number): Uint8Array {
  const nowS = Math.floor(nowMs / 1000);
  const entity = lines.flatMap(({ line, alerts }) =>
    alerts.map((alert) => ({
      id: alert.id,
      alert: {
        activePeriod: [{ start: Math.floor(alert.createdAt.getTime() / 1000) }],
        informedEntity: [{ routeId: line.id }],
        cause: rt.Alert.Cause.OTHER_CAUSE,
        effect: alert.kind === "no_service" ? rt.Alert.Effect.NO_SERVICE : rt.Alert.Effect.DETOUR,
        headerText: { translation: [{ text: `${line.name}: ${alert.message}`, language: "en" }] },
        descriptionText: { translation: [{ text: alert.message, language: "en" }] },
      },
    })),
  );
  return encode(entity, nowS);
}

import { type LiveSnapshot, type LiveTrip, RIDE_TYPES } from "@campusgo/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { adminPaths } from "../../../config/paths.ts";
import { useLiveSnapshot } from "../api/live.ts";
import { LoadState } from "../components/load-state.tsx";
import { OpsNav } from "../components/ops-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { VEHICLE_COLOURS } from "../map/live-colours.ts";

// Leaflet and its CSS come in their own chunk, asked for with this screen.
const LiveMapView = lazy(() => import("../map/live-map-view.tsx"));

/** A second-by-second clock on the server's time (the snapshot says when it was taken). */
function useServerNow(serverAt: string | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverAt) setOffset(Date.parse(serverAt) - Date.now());
  }, [serverAt]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}

/** "4:05" (minutes:seconds), "1:02:03" past an hour. */
export function elapsed(sinceIso: string | null, now: number): string {
  if (!sinceIso) return "";
  const s = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

const rideTypeName = (id: number | null) => RIDE_TYPES.find((t) => t.id === id)?.name ?? "Delivery";
const STATUS_WORDS: Record<string, string> = {
  searching: "Searching",
  accepted: "Driver on the way",
  arrived: "Driver at pickup",
  at_pickup: "Driver at pickup",
  in_progress: "On the way",
  in_transit: "On the way",
  waiting: "Waiting",
  at_dropoff: "At the drop-off",
  returning: "Going back",
};

/** /admin/live: the service as it runs, read again every few seconds and at once on an SOS. */
export default function LiveOpsPage() {
  const live = useLiveSnapshot();
  const now = useServerNow(live.data?.at);
  return (
    <>
      <OpsNav />
      <PageHeader
        title="Live operations"
        description="Drivers online, trips under way and searching, shuttle buses on a run and open SOS. Refreshed every few seconds."
      />
      {live.isSuccess ? (
        <Live live={live.data} now={now} />
      ) : (
        <LoadState loading={live.isPending} error={live.error} onRetry={() => void live.refetch()} />
      )}
    </>
  );
}

function Live({ live, now }: { live: LiveSnapshot; now: number }) {
  const byVehicle = new Map<string, { idle: number; busy: number }>();
  for (const d of live.drivers) {
    const key = d.vehicleType ?? "Unknown vehicle";
    const row = byVehicle.get(key) ?? { idle: 0, busy: 0 };
    if (d.status === "on_trip") row.busy += 1;
    else row.idle += 1;
    byVehicle.set(key, row);
  }
  const idle = live.drivers.filter((d) => d.status === "idle").length;
  return (
    <div className="space-y-5">
      {live.sos.length > 0 && (
        <section
          aria-labelledby="live-sos-title"
          className="space-y-2 rounded-2xl border-2 border-danger bg-red-50 p-4"
          data-testid="live-sos-list"
        >
          <h2 id="live-sos-title" className="font-display text-lg font-bold text-danger">
            Open SOS ({live.sos.length})
          </h2>
          <ul className="space-y-1 text-sm">
            {live.sos.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <strong>{s.raisedBy}</strong> ({s.role}, on a {s.tripKind})
                </span>
                <span className="font-mono font-bold text-danger">
                  <span className="sr-only">raised </span>
                  {elapsed(s.raisedAt, now)}
                  <span className="sr-only"> ago</span>
                </span>
              </li>
            ))}
          </ul>
          <Link to={adminPaths.sos} className="btn-primary inline-flex bg-danger">
            Open SOS
          </Link>
        </section>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Drivers online" value={live.drivers.length} detail={`${idle} idle`} />
        <Stat label="Trips under way" value={live.active.length} />
        <Stat label="Searching" value={live.searching.length} />
        <Stat label="Buses on a run" value={live.buses.length} />
      </dl>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <figure className="space-y-2">
          <div
            className="relative isolate h-80 overflow-hidden rounded-2xl border border-line bg-[#e9efe9] sm:h-[30rem]"
            data-testid="live-map"
          >
            <Suspense fallback={null}>
              <LiveMapView live={live} />
            </Suspense>
          </div>
          <figcaption className="text-xs text-ink-muted">
            <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Map legend">
              {Object.entries(VEHICLE_COLOURS)
                .filter(([name]) => name !== "Regular Bus")
                .map(([name, colour]) => (
                  <li key={name} className="inline-flex items-center gap-1.5">
                    <span className="size-3 rounded-full border-[3px]" style={{ borderColor: colour }} />
                    {name}
                  </li>
                ))}
              <li>A ring: idle; filled: on a trip</li>
              <li className="inline-flex items-center gap-1.5">
                <span className="size-2.5 rotate-45 rounded-[1px] bg-keke-400 ring-1 ring-ink" /> Searching
              </li>
              <li className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-full bg-danger" /> SOS
              </li>
            </ul>
          </figcaption>
        </figure>

        <div className="space-y-4">
          <Panel title="Drivers by vehicle">
            {byVehicle.size === 0 ? (
              <p className="text-sm text-ink-muted">No driver is online.</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-xs text-ink-muted">
                    <th className="py-1 font-semibold">Vehicle</th>
                    <th className="py-1 text-right font-semibold">Idle</th>
                    <th className="py-1 text-right font-semibold">On a trip</th>
                  </tr>
                </thead>
                <tbody>
                  {[...byVehicle].map(([vehicle, row]) => (
                    <tr key={vehicle} className="border-t border-line">
                      <td className="py-1.5">{vehicle}</td>
                      <td className="py-1.5 text-right">{row.idle}</td>
                      <td className="py-1.5 text-right">{row.busy}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Panel>

          <Panel title="Search queue" testId="live-searching">
            {live.searching.length === 0 ? (
              <p className="text-sm text-ink-muted">Nobody is waiting for a driver.</p>
            ) : (
              <TripList trips={live.searching} now={now} clock />
            )}
          </Panel>

          <Panel title="Under way">
            {live.active.length === 0 ? (
              <p className="text-sm text-ink-muted">No trip is under way.</p>
            ) : (
              <TripList trips={live.active} now={now} />
            )}
          </Panel>

          <Panel title="Shuttle buses">
            {live.buses.length === 0 ? (
              <p className="text-sm text-ink-muted">No bus is on a run.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {live.buses.map((b) => (
                  <li key={b.runId} className="flex items-center justify-between gap-2">
                    <span className="inline-flex items-center gap-2">
                      <span className="size-3 rounded-sm" style={{ background: b.colour }} />
                      {b.lineName}
                      {b.driverName ? <span className="text-ink-muted">· {b.driverName}</span> : null}
                    </span>
                    <span className="text-xs text-ink-muted">{b.position ? "" : "Not reporting"}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-3 shadow-sm">
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold">
        {value}
        {detail ? <span className="ml-2 text-sm font-semibold text-ink-muted">{detail}</span> : null}
      </dd>
    </div>
  );
}

function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="space-y-2 rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="font-display text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function TripList({ trips, now, clock = false }: { trips: LiveTrip[]; now: number; clock?: boolean }) {
  return (
    <ul className="divide-y divide-line text-sm">
      {trips.map((t) => (
        <li key={t.id} className="flex items-start justify-between gap-2 py-1.5">
          <span className="min-w-0">
            <span className="block truncate font-semibold">
              {t.from.name} → {t.to.name}
            </span>
            <span className="block text-xs text-ink-muted">
              {t.kind === "delivery" ? "Delivery" : rideTypeName(t.rideType)} ·{" "}
              {STATUS_WORDS[t.status] ?? t.status}
            </span>
          </span>
          {clock ? (
            <span className="shrink-0 font-mono text-sm font-bold">
              <span className="sr-only">waiting </span>
              {elapsed(t.since, now)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

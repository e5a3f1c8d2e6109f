import { type AdminPlaceView, PLACE_KINDS, type PlaceKind } from "@campusgo/domain";
import type { Map as LeafletMap } from "leaflet";
import { lazy, Suspense, useId, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { useAddPlace, useAdminPlaces, useChangePlace } from "../api/places.ts";
import { LoadState } from "../components/load-state.tsx";
import { OpsNav } from "../components/ops-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";

// Leaflet and its CSS come in their own chunk, asked for with this screen.
const PlacesMapView = lazy(() => import("../map/places-map-view.tsx"));

const KIND_LABELS: Record<PlaceKind, string> = {
  area: "Area",
  gate: "Gate",
  hostel: "Hostel",
  faculty: "Faculty",
  landmark: "Landmark",
  town: "Town",
};

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** /admin/places: the campus places riders and senders pick from; add, move, rename, hide. */
export default function PlacesPage() {
  const places = useAdminPlaces();
  const change = useChangePlace();
  const mapRef = useRef<LeafletMap | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ lat: number; lon: number } | null>(null);
  const [filter, setFilter] = useState("");
  const filterId = useId();

  const list = places.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? null;
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return term ? list.filter((p) => p.name.toLowerCase().includes(term)) : list;
  }, [list, filter]);

  const move = (id: string, lat: number, lon: number) => {
    const place = list.find((p) => p.id === id);
    change.mutate(
      { id, change: { lat: round(lat), lon: round(lon) } },
      {
        onSuccess: () => toast.success(`${place?.name ?? "Place"} moved`),
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  };
  const tap = (lat: number, lon: number) => {
    setSelectedId(null);
    setDraft({ lat, lon });
  };
  const atCentre = () => {
    const centre = mapRef.current?.getCenter();
    if (centre) tap(round(centre.lat), round(centre.lng));
  };

  return (
    <>
      <OpsNav />
      <PageHeader
        title="Campus places"
        description="The places riders and senders pick from. Tap the map to add one; drag a place to move it. A hidden place is no longer offered; trips keep the names they were booked with."
      />
      {places.isSuccess ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-2">
            <div
              className="relative isolate h-80 overflow-hidden rounded-2xl border border-line bg-[#e9efe9] sm:h-[28rem]"
              data-testid="places-map"
            >
              <Suspense fallback={null}>
                <PlacesMapView
                  places={list}
                  selectedId={selectedId}
                  draft={draft}
                  onTap={tap}
                  onSelect={(id) => {
                    setDraft(null);
                    setSelectedId(id);
                  }}
                  onMove={move}
                  mapRef={mapRef}
                />
              </Suspense>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
              <span className="inline-flex items-center gap-3">
                <span className="inline-flex items-center gap-1.5">
                  <span className="size-3 rounded-full bg-brand-600" /> Offered
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <span className="size-3 rounded-full bg-ink-muted" /> Hidden
                </span>
              </span>
              <button type="button" className="btn-outline min-h-10 text-sm" onClick={atCentre}>
                Add a place at the map's centre
              </button>
            </div>
          </div>
          <div className="space-y-4">
            {draft ? (
              <NewPlaceForm
                key={`${draft.lat},${draft.lon}`}
                at={draft}
                onDone={(place) => {
                  setDraft(null);
                  if (place) setSelectedId(place.id);
                }}
              />
            ) : selected ? (
              <EditPlaceForm key={`${selected.id}-${selected.updatedAt}`} place={selected} />
            ) : (
              <p className="rounded-2xl border border-dashed border-line bg-white p-4 text-sm text-ink-muted">
                Tap the map where a new place goes, or choose a place to rename, move or hide it.
              </p>
            )}
            <section aria-labelledby={`${filterId}-title`} className="space-y-2">
              <h2 id={`${filterId}-title`} className="font-display text-lg font-bold">
                {list.length} places
              </h2>
              <label htmlFor={filterId} className="sr-only">
                Find a place
              </label>
              <input
                id={filterId}
                type="search"
                className="input"
                placeholder="Find a place"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
              <ul className="max-h-96 divide-y divide-line overflow-y-auto rounded-2xl border border-line bg-white">
                {shown.map((place) => (
                  <li key={place.id}>
                    <button
                      type="button"
                      onClick={() => {
                        setDraft(null);
                        setSelectedId(place.id);
                        mapRef.current?.panTo([place.lat, place.lon]);
                      }}
                      aria-current={place.id === selectedId ? "true" : undefined}
                      className={`flex min-h-11 w-full items-center justify-between gap-2 px-3 text-left text-sm ${
                        place.id === selectedId ? "bg-brand-50 font-semibold" : "hover:bg-surface"
                      }`}
                    >
                      <span className={place.hidden ? "text-ink-muted line-through" : ""}>{place.name}</span>
                      <span className="shrink-0 text-xs text-ink-muted">
                        {place.hidden ? "Hidden" : KIND_LABELS[place.kind]}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      ) : (
        <LoadState loading={places.isPending} error={places.error} onRetry={() => void places.refetch()} />
      )}
    </>
  );
}

function KindSelect({ value, onChange }: { value: PlaceKind; onChange: (k: PlaceKind) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        Kind
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as PlaceKind)}>
        {PLACE_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </select>
    </div>
  );
}

function NameField({
  value,
  onChange,
  errorId,
}: {
  value: string;
  onChange: (v: string) => void;
  errorId?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        Name
      </label>
      <input
        id={id}
        className="input"
        autoComplete="off"
        maxLength={80}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={errorId}
      />
    </div>
  );
}

function NewPlaceForm({
  at,
  onDone,
}: {
  at: { lat: number; lon: number };
  onDone: (place: AdminPlaceView | null) => void;
}) {
  const id = useId();
  const add = useAddPlace();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<PlaceKind>("landmark");
  const [error, setError] = useState<string>();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    add.mutate(
      { name, kind, lat: at.lat, lon: at.lon },
      {
        onSuccess: ({ message, data }) => {
          toast.success(`${message}: ${data.name}`);
          onDone(data);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-bold">
        New place
      </h2>
      <p className="text-xs text-ink-muted">
        At {at.lat.toFixed(5)}, {at.lon.toFixed(5)}. Tap the map again to put it elsewhere.
      </p>
      <NameField value={name} onChange={setName} errorId={error ? `${id}-error` : undefined} />
      <KindSelect value={kind} onChange={setKind} />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? "Adding..." : "Add place"}
        </button>
        <button type="button" className="btn-outline" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function EditPlaceForm({ place }: { place: AdminPlaceView }) {
  const id = useId();
  const change = useChangePlace();
  const [name, setName] = useState(place.name);
  const [kind, setKind] = useState<PlaceKind>(place.kind);
  const [error, setError] = useState<string>();
  const send = (body: { name?: string; kind?: PlaceKind; hidden?: boolean }) => {
    setError(undefined);
    change.mutate(
      { id: place.id, change: body },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send({ name, kind });
      }}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-bold">
        {place.name}
        {place.hidden && <span className="ml-2 text-sm font-semibold text-ink-muted">Hidden</span>}
      </h2>
      <p className="text-xs text-ink-muted">Drag its marker on the map to move it.</p>
      <NameField value={name} onChange={setName} errorId={error ? `${id}-error` : undefined} />
      <KindSelect value={kind} onChange={setKind} />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          Save
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={change.isPending}
          onClick={() => send({ hidden: !place.hidden })}
        >
          {place.hidden ? "Show again" : "Hide"}
        </button>
      </div>
    </form>
  );
}

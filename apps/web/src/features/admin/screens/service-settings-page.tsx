import {
  type DeliveryFaresView,
  type DispatchView,
  type FareRuleView,
  formatNaira,
  PARCEL_SIZE_LABELS,
  PARCEL_SIZES,
} from "@campusgo/domain";
import { type ReactNode, useId, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { adminPaths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import {
  useSaveDeliveryFares,
  useSaveDispatch,
  useSaveFare,
  useServiceSettings,
} from "../api/service-settings.ts";
import { LoadState } from "../components/load-state.tsx";
import { OpsNav } from "../components/ops-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDate } from "../format.ts";

/** /admin/service: the fare table per ride type, the delivery fares by parcel size and the dispatch settings. */
export default function ServiceSettingsPage() {
  const settings = useServiceSettings();
  return (
    <>
      <OpsNav />
      <PageHeader
        title="Fares and dispatch"
        description={
          <>
            What a trip costs and how drivers are found. A change holds for the next booking on every server,
            at once; trips already booked keep their price. The commission is on{" "}
            <Link to={adminPaths.moneySettings} className="font-semibold text-brand-700 underline">
              Money settings
            </Link>
            .
          </>
        }
      />
      {settings.isSuccess ? (
        <div className="space-y-8">
          <section aria-labelledby="fares-title" className="space-y-3">
            <h2 id="fares-title" className="font-display text-xl font-bold">
              Ride fares
            </h2>
            <p className="text-sm text-ink-muted">
              The suggested fare: base + price per km + price per minute at the average speed, at least the
              minimum, rounded up to ₦50. A round trip adds the way back and the waiting minutes.
            </p>
            <div className="grid gap-4 lg:grid-cols-3">
              {settings.data.fares.map((fare) => (
                <FareForm key={`${fare.rideType}-${fare.updatedAt}`} fare={fare} />
              ))}
            </div>
          </section>
          <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
            <DeliveryFaresForm
              key={settings.data.deliveryFares.updatedAt ?? "start"}
              current={settings.data.deliveryFares}
            />
            <DispatchForm
              key={settings.data.dispatch.updatedAt ?? "start"}
              current={settings.data.dispatch}
            />
          </div>
        </div>
      ) : (
        <LoadState
          loading={settings.isPending}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      )}
    </>
  );
}

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={id} className="font-display text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One number field with its label, unit and hint. */
function NumberField({
  label,
  unit,
  value,
  onChange,
  hint,
  name,
}: {
  label: string;
  unit: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  name: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label} <span className="font-normal text-ink-muted">({unit})</span>
      </label>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="input"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A number typed by the admin; NaN when it is not one (the server says what is wrong). */
const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim().replace(/,/g, "")));
const nairaText = (kobo: number) => String(kobo / 100);
const koboOf = (text: string) => Math.round(numberOf(text.replace(/^₦/, "")) * 100);

function LastChange({ at, by }: { at: string | null; by: string | null }) {
  return (
    <p className="text-xs text-ink-muted">
      {at ? `Last changed ${formatDate(at)}${by ? ` by ${by}` : ""}.` : "The starting values: never changed."}
    </p>
  );
}

function SaveRow({ pending, error, errorId }: { pending: boolean; error?: string; errorId: string }) {
  return (
    <div className="space-y-2">
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? "Saving..." : "Save"}
      </button>
    </div>
  );
}

const FARE_FIELDS = [
  ["baseKobo", "Base fare"],
  ["perKmKobo", "Per km"],
  ["perMinuteKobo", "Per minute"],
  ["waitPerMinuteKobo", "Waiting, per minute"],
  ["minimumKobo", "Minimum fare"],
] as const;

function FareForm({ fare }: { fare: FareRuleView }) {
  const id = useId();
  const save = useSaveFare();
  const [error, setError] = useState<string>();
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(FARE_FIELDS.map(([k]) => [k, nairaText(fare[k])])),
    averageSpeedKmh: String(fare.averageSpeedKmh),
  }));
  const set = (key: string) => (v: string) => setValues((old) => ({ ...old, [key]: v }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const body = {
      baseKobo: koboOf(values.baseKobo ?? ""),
      perKmKobo: koboOf(values.perKmKobo ?? ""),
      perMinuteKobo: koboOf(values.perMinuteKobo ?? ""),
      waitPerMinuteKobo: koboOf(values.waitPerMinuteKobo ?? ""),
      minimumKobo: koboOf(values.minimumKobo ?? ""),
      averageSpeedKmh: numberOf(values.averageSpeedKmh ?? ""),
    };
    save.mutate(
      { rideType: fare.rideType, fare: body },
      {
        onSuccess: ({ message }) => toast.success(`${fare.name}: ${message}`),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${fare.name} fare`} data-testid={`fare-${fare.rideType}`}>
      <Card title={fare.name} id={`${id}-title`}>
        <div className="grid grid-cols-2 gap-3">
          {FARE_FIELDS.map(([key, label]) => (
            <NumberField
              key={key}
              name={key}
              label={label}
              unit="₦"
              value={values[key] ?? ""}
              onChange={set(key)}
            />
          ))}
          <NumberField
            name="averageSpeedKmh"
            label="Average speed"
            unit="km/h"
            value={values.averageSpeedKmh ?? ""}
            onChange={set("averageSpeedKmh")}
          />
        </div>
        <p className="text-sm text-ink-muted">
          Now: {formatNaira(fare.baseKobo)} + {formatNaira(fare.perKmKobo)}/km +{" "}
          {formatNaira(fare.perMinuteKobo)}
          /min, at least {formatNaira(fare.minimumKobo)}.
        </p>
        <LastChange at={fare.updatedAt} by={fare.updatedBy} />
        <SaveRow pending={save.isPending} error={error} errorId={`${id}-error`} />
      </Card>
    </form>
  );
}

function DeliveryFaresForm({ current }: { current: DeliveryFaresView }) {
  const id = useId();
  const save = useSaveDeliveryFares();
  const [error, setError] = useState<string>();
  const [values, setValues] = useState(() => ({
    small: String(current.small),
    medium: String(current.medium),
    large: String(current.large),
  }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    save.mutate(
      { small: numberOf(values.small), medium: numberOf(values.medium), large: numberOf(values.large) },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Delivery fares">
      <Card title="Delivery fares" id={`${id}-title`}>
        <p className="text-sm text-ink-muted">
          A delivery costs the Keke fare of its road times its size's factor, at least the Keke minimum.
          Shuttle fares are set per line on{" "}
          <Link to={adminPaths.shuttleLines} className="font-semibold text-brand-700 underline">
            Shuttle lines
          </Link>
          .
        </p>
        <div className="grid grid-cols-3 gap-3">
          {PARCEL_SIZES.map((size) => (
            <NumberField
              key={size}
              name={size}
              label={PARCEL_SIZE_LABELS[size].name}
              unit="× Keke"
              value={values[size]}
              onChange={(v) => setValues((old) => ({ ...old, [size]: v }))}
            />
          ))}
        </div>
        <LastChange at={current.updatedAt} by={current.updatedBy} />
        <SaveRow pending={save.isPending} error={error} errorId={`${id}-error`} />
      </Card>
    </form>
  );
}

const DISPATCH_FIELDS = [
  ["initialRadiusM", "First search radius", "m", "Drivers this close to the pickup are asked first."],
  ["radiusStepM", "Widen by", "m", "Each widening adds this much, nobody having taken the trip."],
  ["maxRadiusM", "Widest radius", "m", "The search never looks further."],
  ["stepSeconds", "Time between widenings", "seconds", undefined],
  ["searchMinutes", "Search lasts", "minutes", "Then the rider or sender is told nobody was found."],
  ["offerSeconds", "A driver's offer lasts", "seconds", undefined],
  ["maxDriversPinged", "Drivers asked at once", "drivers", "The nearest first."],
] as const;

function DispatchForm({ current }: { current: DispatchView }) {
  const id = useId();
  const save = useSaveDispatch();
  const [error, setError] = useState<string>();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(DISPATCH_FIELDS.map(([k]) => [k, String(current[k])])),
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const n = (k: (typeof DISPATCH_FIELDS)[number][0]) => numberOf(values[k] ?? "");
    save.mutate(
      {
        initialRadiusM: n("initialRadiusM"),
        radiusStepM: n("radiusStepM"),
        maxRadiusM: n("maxRadiusM"),
        stepSeconds: n("stepSeconds"),
        searchMinutes: n("searchMinutes"),
        offerSeconds: n("offerSeconds"),
        maxDriversPinged: n("maxDriversPinged"),
      },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Dispatch settings">
      <Card title="Dispatch" id={`${id}-title`}>
        <div className="grid grid-cols-2 gap-3">
          {DISPATCH_FIELDS.map(([key, label, unit, hint]) => (
            <NumberField
              key={key}
              name={key}
              label={label}
              unit={unit}
              value={values[key] ?? ""}
              onChange={(v) => setValues((old) => ({ ...old, [key]: v }))}
              hint={hint}
            />
          ))}
        </div>
        <LastChange at={current.updatedAt} by={current.updatedBy} />
        <SaveRow pending={save.isPending} error={error} errorId={`${id}-error`} />
      </Card>
    </form>
  );
}

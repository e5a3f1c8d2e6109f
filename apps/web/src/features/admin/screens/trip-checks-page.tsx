import {
  type AdminTripCheckView,
  adminRightAllows,
  mapLink,
  TRIP_CHECK_LIMITS,
  type TripCheckSettings,
  type TripCheckSettingsView,
  telHref,
  tripCheckSettingsSchema,
} from "@campusgo/domain";
import { type FormEvent, useId, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSignedInUser } from "../../../lib/signed-in-user.tsx";
import { useSaveTripCheckSettings, useTripCheckSettings, useTripChecks } from "../api/trip-checks.ts";
import { LoadState } from "../components/load-state.tsx";
import { OpsNav } from "../components/ops-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-NG", {
    timeZone: "Africa/Lagos",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

const KIND_WORDS: Record<AdminTripCheckView["kind"], string> = {
  off_route: "Off the route",
  stopped: "Stopped",
};
const STATUS_WORDS: Record<AdminTripCheckView["status"], string> = {
  asked: "Waiting for an answer",
  ok: "Said they are OK",
  unanswered: "No answer",
};

/** /admin/trip-checks: the automatic trip checks nobody answered, the latest ones, and their thresholds. */
export default function TripChecksPage() {
  const checks = useTripChecks();
  // The thresholds are operations' (support reads the checks only): not asked for, nor shown, to others.
  const tunes = adminRightAllows(useSignedInUser().adminRight, ["operations"]);
  const settings = useTripCheckSettings(tunes);
  return (
    <>
      {tunes ? <OpsNav /> : null}
      <PageHeader
        title="Trip checks"
        description="Rides and deliveries that went off their route or stopped away from both ends ask their rider or sender “Are you OK?”. Those nobody answered in time are listed first: call them."
      />
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="space-y-5">
          <section
            className="space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
            aria-labelledby="unanswered-title"
          >
            <h2 id="unanswered-title" className="font-display text-lg font-bold">
              Not answered
            </h2>
            {checks.isSuccess ? (
              <CheckList
                checks={checks.data.unanswered}
                empty="Every check was answered."
                testId="unanswered"
              />
            ) : (
              <LoadState
                loading={checks.isPending}
                error={checks.error}
                onRetry={() => void checks.refetch()}
              />
            )}
          </section>
          <section
            className="space-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
            aria-labelledby="recent-title"
          >
            <h2 id="recent-title" className="font-display text-lg font-bold">
              Latest checks
            </h2>
            {checks.isSuccess ? (
              <CheckList checks={checks.data.recent} empty="No trip has been checked yet." testId="recent" />
            ) : null}
          </section>
        </div>
        {tunes ? (
          <section
            className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
            aria-labelledby="trip-check-settings-title"
          >
            <h2 id="trip-check-settings-title" className="font-display text-lg font-bold">
              Settings
            </h2>
            {settings.isSuccess ? (
              <SettingsForm key={settings.data.updatedAt ?? "default"} current={settings.data} />
            ) : (
              <LoadState
                loading={settings.isPending}
                error={settings.error}
                onRetry={() => void settings.refetch()}
              />
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}

function CheckList({
  checks,
  empty,
  testId,
}: {
  checks: AdminTripCheckView[];
  empty: string;
  testId: string;
}) {
  if (checks.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line" data-testid={`trip-checks-${testId}`}>
      {checks.map((c) => (
        <li key={c.id} className="py-3 text-sm">
          <p className="font-semibold text-ink">
            {KIND_WORDS[c.kind]}
            {c.kind === "off_route" && c.distanceM !== null ? `, ${c.distanceM} m from the way` : ""}
            {c.kind === "stopped" && c.stoppedS !== null ? `, for ${Math.round(c.stoppedS / 60)} min` : ""}
            <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs ${
                c.status === "unanswered" ? "bg-red-50 text-danger" : "bg-surface text-ink-muted"
              }`}
            >
              {STATUS_WORDS[c.status]}
            </span>
          </p>
          <p className="text-ink-muted">
            {c.tripKind === "ride" ? "Ride" : "Delivery"} from {c.from} to {c.to} · asked{" "}
            {dateTime(c.askedAt)}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <span>
              {c.tripKind === "ride" ? "Rider" : "Sender"}: {c.traveller.name}
              {c.traveller.phone ? (
                <a className="ml-1 font-semibold text-brand-700 underline" href={telHref(c.traveller.phone)}>
                  {c.traveller.phone}
                </a>
              ) : null}
            </span>
            {c.driver ? (
              <span>
                Driver: {c.driver.name}
                {c.driver.phone ? (
                  <a className="ml-1 font-semibold text-brand-700 underline" href={telHref(c.driver.phone)}>
                    {c.driver.phone}
                  </a>
                ) : null}
              </span>
            ) : null}
            <a
              className="font-semibold text-brand-700 underline"
              href={mapLink(c.position)}
              target="_blank"
              rel="noreferrer"
            >
              Where it was
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

type Field = keyof TripCheckSettings;

const FIELDS: { key: Field; label: string; hint: string }[] = [
  {
    key: "offRouteM",
    label: "Off the route (metres)",
    hint: `From ${TRIP_CHECK_LIMITS.offRouteM.min} to ${TRIP_CHECK_LIMITS.offRouteM.max}: how far from the straight way between pickup and destination.`,
  },
  {
    key: "stoppedMinutes",
    label: "Stopped (minutes)",
    hint: "Standing still this long, farther than 200 m from the pickup and the destination.",
  },
  {
    key: "answerMinutes",
    label: "Time to answer (minutes)",
    hint: "Admins are told when the rider has not answered by then.",
  },
  { key: "nightFrom", label: "Night from (hour)", hint: "West Africa Time, 0 to 23." },
  {
    key: "nightTo",
    label: "Night until (hour)",
    hint: "Night rides need the PIN and show the plate large.",
  },
];

function SettingsForm({ current }: { current: TripCheckSettingsView }) {
  const id = useId();
  const save = useSaveTripCheckSettings();
  const [values, setValues] = useState<Record<Field, string>>({
    offRouteM: String(current.offRouteM),
    stoppedMinutes: String(current.stoppedMinutes),
    answerMinutes: String(current.answerMinutes),
    nightFrom: String(current.nightFrom),
    nightTo: String(current.nightTo),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = tripCheckSettingsSchema.safeParse(
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, v.trim() === "" ? undefined : Number(v.trim())]),
      ),
    );
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (failure) => toast.error(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="trip-check-settings">
      {FIELDS.map((f) => (
        <div key={f.key} className="space-y-1">
          <label htmlFor={`${id}-${f.key}`} className="block text-sm font-semibold">
            {f.label}
          </label>
          <input
            id={`${id}-${f.key}`}
            inputMode="numeric"
            autoComplete="off"
            value={values[f.key]}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            className={`input max-w-32 ${errors[f.key] ? "border-danger" : ""}`}
            aria-invalid={errors[f.key] ? true : undefined}
            aria-describedby={`${id}-${f.key}-hint${errors[f.key] ? ` ${id}-${f.key}-error` : ""}`}
          />
          <p id={`${id}-${f.key}-hint`} className="text-xs text-ink-muted">
            {f.hint}
          </p>
          {errors[f.key] ? (
            <p id={`${id}-${f.key}-error`} className="field-error" role="alert">
              {errors[f.key]}
            </p>
          ) : null}
        </div>
      ))}
      <p className="text-xs text-ink-muted">
        Night now: {hour(current.nightFrom)} to {hour(current.nightTo)}.{" "}
        {current.updatedAt
          ? `Changed ${dateTime(current.updatedAt)}${current.updatedBy ? ` by ${current.updatedBy}` : ""}.`
          : "The defaults."}
      </p>
      <button type="submit" className="btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? "Saving..." : "Save"}
      </button>
    </form>
  );
}

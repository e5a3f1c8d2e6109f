import {
  type AdminSosView,
  EMERGENCY_NUMBER_KIND_LABELS,
  EMERGENCY_NUMBER_KINDS,
  type EmergencyNumberKind,
  type EmergencyNumberView,
  mapLink,
  SOS_NOTE_MAX,
  telHref,
} from "@campusgo/domain";
import { type FormEvent, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { adminPaths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import {
  useAdminEmergencyNumbers,
  useChangeEmergencyNumbers,
  useResolveSos,
  useSosList,
} from "../api/sos.ts";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { elapsed, sosLine, sosTripLabel } from "../sos-format.ts";

const STATUS_WORDS: Record<AdminSosView["status"], string> = {
  open: "Open",
  safe: "Said they are safe",
  resolved: "Resolved",
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-NG", {
    timeZone: "Africa/Lagos",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

/** /admin/sos: open SOS with a timer, their history, resolving with a note, and the emergency numbers. */
export default function SosPage() {
  const list = useSosList();
  const [now, setNow] = useState(() => Date.now());
  const [resolving, setResolving] = useState<AdminSosView | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <PageHeader
        title="SOS"
        description="SOS raised during trips, live. Call the person, follow the trip, then resolve it with a note."
      >
        <Link to={adminPaths.tripChecks} className="btn-outline shrink-0">
          Trip checks
        </Link>
      </PageHeader>
      <section aria-labelledby="sos-open" className="space-y-3">
        <h2 id="sos-open" className="font-display text-xl font-bold text-ink">
          Open
        </h2>
        {list.data && list.data.open.length > 0 ? (
          <ul className="grid gap-3">
            {list.data.open.map((sos) => (
              <SosCard key={sos.id} sos={sos} now={now} onResolve={() => setResolving(sos)} />
            ))}
          </ul>
        ) : (
          <LoadState
            loading={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            empty={<p className="text-ink-muted">No open SOS.</p>}
          />
        )}
      </section>
      <section aria-labelledby="sos-history" className="mt-8 space-y-3">
        <h2 id="sos-history" className="font-display text-xl font-bold text-ink">
          History
        </h2>
        {list.data && list.data.closed.length > 0 ? (
          <ul className="grid gap-3">
            {list.data.closed.map((sos) => (
              <SosCard key={sos.id} sos={sos} now={now} onResolve={() => setResolving(sos)} />
            ))}
          </ul>
        ) : list.data ? (
          <p className="text-ink-muted">No SOS yet.</p>
        ) : null}
      </section>
      <EmergencyNumbersSection />
      <ResolveDialog sos={resolving} onClose={() => setResolving(null)} />
    </>
  );
}

function SosCard({ sos, now, onResolve }: { sos: AdminSosView; now: number; onResolve: () => void }) {
  const open = sos.status === "open";
  return (
    <li
      className={`rounded-2xl border bg-white p-4 ${open ? "border-danger" : "border-line"}`}
      data-testid="sos-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-ink">{sosLine(sos)}</p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${open ? "bg-danger text-white" : "bg-surface text-ink"}`}
        >
          {STATUS_WORDS[sos.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        Raised {dateTime(sos.raisedAt)}
        {open ? (
          <>
            {" "}
            · <span className="font-mono tabular-nums text-danger">{elapsed(sos.raisedAt, now)}</span> ago
          </>
        ) : null}
        {sos.safeAt ? ` · safe at ${dateTime(sos.safeAt)}` : ""}
        {sos.resolvedAt ? ` · resolved ${dateTime(sos.resolvedAt)} by ${sos.resolvedBy ?? "an admin"}` : ""}
      </p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-ink-muted">Raised by: </dt>
          <dd className="inline">
            {sos.raisedBy.phone ? (
              <a href={telHref(sos.raisedBy.phone)} className="font-semibold text-brand-700 underline">
                {sos.raisedBy.name}, {sos.raisedBy.phone}
              </a>
            ) : (
              sos.raisedBy.name
            )}
          </dd>
        </div>
        {sos.otherParty ? (
          <div>
            <dt className="inline text-ink-muted">The {sos.otherParty.role}: </dt>
            <dd className="inline">
              {sos.otherParty.name}
              {sos.otherParty.phone ? `, ${sos.otherParty.phone}` : ""}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="inline text-ink-muted">Trip: </dt>
          <dd className="inline">
            {sosTripLabel(sos)} ({sos.tripStatus.replace("_", " ")}){" "}
            <Link
              to={adminPaths.tripTimeline(sos.tripId, sos.tripKind)}
              className="font-semibold text-brand-700 underline"
            >
              Timeline
            </Link>
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Where: </dt>
          <dd className="inline">
            {sos.position ? (
              <a
                href={mapLink(sos.position)}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                On the map ({sos.position.source === "phone" ? "their phone" : "the driver's last position"},{" "}
                {dateTime(sos.position.at)})<span className="sr-only"> (opens OpenStreetMap)</span>
              </a>
            ) : (
              "No position"
            )}
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Contacts: </dt>
          <dd className="inline">
            {sos.contactsTexted} texted, {sos.contactsEmailed} e-mailed
          </dd>
        </div>
      </dl>
      {sos.note ? (
        <p className="mt-2 rounded-xl bg-surface px-3 py-2 text-sm">
          <span className="font-semibold">Note: </span>
          {sos.note}
        </p>
      ) : null}
      {sos.status !== "resolved" ? (
        <button type="button" className="btn-outline mt-3" onClick={onResolve}>
          Resolve with a note
        </button>
      ) : null}
    </li>
  );
}

function ResolveDialog({ sos, onClose }: { sos: AdminSosView | null; onClose: () => void }) {
  const resolve = useResolveSos();
  const [note, setNote] = useState("");
  useEffect(() => {
    if (sos) {
      setNote("");
      resolve.reset();
    }
  }, [sos, resolve.reset]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sos) return;
    resolve.mutate(
      { id: sos.id, note },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
      },
    );
  };
  return (
    <Modal open={sos !== null} onClose={onClose} title="Resolve SOS" layout="panel">
      <form onSubmit={submit} className="grid gap-3 p-4 text-left" noValidate>
        {sos ? <p className="text-sm text-ink-muted">{sosLine(sos)}</p> : null}
        <label htmlFor="sos-note" className="text-sm font-semibold text-ink">
          What was done
        </label>
        <textarea
          id="sos-note"
          className="input min-h-24"
          value={note}
          maxLength={SOS_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={resolve.isError}
          aria-describedby={resolve.isError ? "sos-note-error" : undefined}
        />
        {resolve.isError ? (
          <p id="sos-note-error" role="alert" className="field-error">
            {errorMessage(resolve.error)}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" disabled={resolve.isPending}>
          {resolve.isPending ? <Spinner /> : null}
          Resolve
        </button>
      </form>
    </Modal>
  );
}

const EMPTY = { label: "", number: "", kind: "campus_security" as EmergencyNumberKind };

/** The emergency numbers the SOS screen shows: add, edit, remove, move up and down (each audited). */
function EmergencyNumbersSection() {
  const numbers = useAdminEmergencyNumbers();
  const change = useChangeEmergencyNumbers();
  const [editing, setEditing] = useState<EmergencyNumberView | "new" | null>(null);
  const list = numbers.data ?? [];

  const run = (input: Parameters<typeof change.mutate>[0], done?: () => void) =>
    change.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        done?.();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((n) => n.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    run({ kind: "order", ids });
  };

  return (
    <section aria-labelledby="emergency-numbers" className="mt-10 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="emergency-numbers" className="font-display text-xl font-bold text-ink">
            Emergency numbers
          </h2>
          <p className="text-sm text-ink-muted">
            Shown on every SOS screen, in this order, as tap-to-call links. Changes show at once.
          </p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          Add a number
        </button>
      </div>
      {list.length > 0 ? (
        <ol className="divide-y divide-line rounded-2xl border border-line bg-white">
          {list.map((n, index) => (
            <li key={n.id} className="flex flex-wrap items-center gap-2 px-4 py-3">
              <span className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                <span className="block font-semibold text-ink">{n.label}</span>
                <span className="text-sm text-ink-muted">
                  {n.number} · {EMERGENCY_NUMBER_KIND_LABELS[n.kind]}
                </span>
              </span>
              <button
                type="button"
                className="btn-outline min-h-10 px-3 py-1"
                disabled={index === 0 || change.isPending}
                onClick={() => move(index, -1)}
                aria-label={`Move ${n.label} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn-outline min-h-10 px-3 py-1"
                disabled={index === list.length - 1 || change.isPending}
                onClick={() => move(index, 1)}
                aria-label={`Move ${n.label} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn-outline min-h-10 px-3 py-1"
                onClick={() => setEditing(n)}
                aria-label={`Edit ${n.label}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn-outline min-h-10 border-danger px-3 py-1 text-danger"
                disabled={change.isPending}
                onClick={() => {
                  if (window.confirm(`Remove ${n.label} (${n.number})?`)) run({ kind: "remove", id: n.id });
                }}
                aria-label={`Remove ${n.label}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <LoadState
          loading={numbers.isPending}
          error={numbers.error}
          onRetry={() => void numbers.refetch()}
          empty={<p className="text-ink-muted">No numbers: the SOS screen offers 112 alone.</p>}
        />
      )}
      <NumberDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={(fields) =>
          editing === "new"
            ? run({ kind: "add", fields }, () => setEditing(null))
            : editing
              ? run({ kind: "edit", id: editing.id, fields }, () => setEditing(null))
              : undefined
        }
        saving={change.isPending}
      />
    </section>
  );
}

function NumberDialog({
  editing,
  onClose,
  onSave,
  saving,
}: {
  editing: EmergencyNumberView | "new" | null;
  onClose: () => void;
  onSave: (fields: typeof EMPTY) => void;
  saving: boolean;
}) {
  const [fields, setFields] = useState(EMPTY);
  useEffect(() => {
    if (editing === "new") setFields(EMPTY);
    else if (editing) setFields({ label: editing.label, number: editing.number, kind: editing.kind });
  }, [editing]);
  return (
    <Modal
      open={editing !== null}
      onClose={onClose}
      title={editing === "new" ? "Add an emergency number" : "Edit emergency number"}
      layout="panel"
    >
      <form
        className="grid gap-3 p-4 text-left"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(fields);
        }}
      >
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Label
          <input
            className="input font-normal"
            value={fields.label}
            onChange={(e) => setFields({ ...fields, label: e.target.value })}
            placeholder="UNN Security"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Number
          <input
            className="input font-normal"
            inputMode="tel"
            value={fields.number}
            onChange={(e) => setFields({ ...fields, number: e.target.value })}
            placeholder="112"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Kind
          <select
            className="input font-normal"
            value={fields.kind}
            onChange={(e) => setFields({ ...fields, kind: e.target.value as EmergencyNumberKind })}
          >
            {EMERGENCY_NUMBER_KINDS.map((k) => (
              <option key={k} value={k}>
                {EMERGENCY_NUMBER_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? <Spinner /> : null}
          Save
        </button>
      </form>
    </Modal>
  );
}

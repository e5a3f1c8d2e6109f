import { useEffect, useId, useState } from "react";
import { SearchIcon } from "../../../components/app-icons.tsx";
import { KycStatusBadge } from "../../../components/kyc-status-badge.tsx";
import { Modal } from "../../../components/modal.tsx";
import type { AdminLineView, UserItem } from "../admin-types.ts";
import { useUsers } from "../api/list-users.ts";
import { useAssignDrivers } from "../api/shuttle-lines.ts";
import { doneOrError } from "./dialog-actions.tsx";

const SEARCH_DELAY_MS = 300;

/**
 * A driver added to a line: found by name, e-mail or phone among the drivers, approved ones only. The server
 * takes only drivers of a Shuttle Bus or a Regular Bus and says so of any other.
 */
export function AssignDriverDialog({ line, onClose }: { line: AdminLineView | null; onClose: () => void }) {
  return (
    <Modal layout="panel" open={line !== null} title="Assign a driver" onClose={onClose}>
      {line ? <DriverSearch key={line.id} line={line} onDone={onClose} /> : null}
    </Modal>
  );
}

function DriverSearch({ line, onDone }: { line: AdminLineView; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [error, setError] = useState<string | undefined>();
  const drivers = useUsers({ role: "driver", q, page: 1 });
  const assign = useAssignDrivers();
  const assigned = new Set(line.drivers.map((d) => d.id));

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const choose = (driver: UserItem) => {
    setError(undefined);
    assign.mutate({ lineId: line.id, driverIds: [...assigned, driver.id] }, doneOrError(onDone, setError));
  };
  const rows = drivers.data?.data ?? [];

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        Drivers of a Shuttle Bus or a Regular Bus, approved, can run{" "}
        <span className="font-semibold text-ink">{line.name}</span>.
      </p>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          Find a driver
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={id}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name, e-mail or phone"
            className="input pl-11"
            autoComplete="off"
          />
        </div>
      </div>
      {error && (
        <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-danger" role="alert">
          {error}
        </p>
      )}
      {drivers.isPending ? (
        <p className="text-sm text-ink-muted" role="status">
          Looking for drivers...
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{q ? `No drivers match "${q}".` : "No drivers yet."}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl ring-1 ring-line" aria-label="Drivers found">
          {rows.map((driver) => {
            const approved = driver.kycStatus === "approved";
            const onLine = assigned.has(driver.id);
            return (
              <li key={driver.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">{driver.fullName}</p>
                  <p className="text-sm break-words text-ink-muted">{driver.email}</p>
                </div>
                {onLine ? (
                  <span className="text-sm font-semibold text-brand-700">On this line</span>
                ) : approved ? (
                  <button
                    type="button"
                    className="btn-primary min-h-10 px-4 py-1.5 text-sm"
                    onClick={() => choose(driver)}
                    disabled={assign.isPending}
                  >
                    Assign<span className="sr-only"> {driver.fullName}</span>
                  </button>
                ) : driver.kycStatus ? (
                  <KycStatusBadge size="sm" status={driver.kycStatus} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex justify-end">
        <button type="button" className="btn-outline border-line text-ink" onClick={onDone}>
          Close
        </button>
      </div>
    </div>
  );
}

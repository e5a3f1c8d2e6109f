import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import type { AdminLineView, LineDriverView } from "../admin-types.ts";
import { useAssignDrivers } from "../api/shuttle-lines.ts";

/** "Shuttle Bus · ENU-123-AB · 14 seats", with what is not known left out. */
const busText = (driver: LineDriverView) =>
  [
    driver.vehicleType ?? "No vehicle given",
    driver.plateNumber,
    driver.seats === null ? null : `${driver.seats} ${driver.seats === 1 ? "seat" : "seats"}`,
  ]
    .filter(Boolean)
    .join(" · ");

/** The drivers assigned to a line, each with a button that takes them off it; and the way to assign one. */
export function LineDrivers({ line, onAssign }: { line: AdminLineView; onAssign: () => void }) {
  const assign = useAssignDrivers();
  const unassign = (driver: LineDriverView) =>
    assign.mutate(
      { lineId: line.id, driverIds: line.drivers.filter((d) => d.id !== driver.id).map((d) => d.id) },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );

  return (
    <div className="space-y-2">
      {line.drivers.length === 0 ? (
        <p className="text-sm text-ink-muted">No drivers assigned.</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl ring-1 ring-line" aria-label="Drivers assigned">
          {line.drivers.map((driver) => (
            <li key={driver.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{driver.fullName}</p>
                <p className="text-sm break-words text-ink-muted">{busText(driver)}</p>
              </div>
              <button
                type="button"
                className="btn-outline min-h-10 shrink-0 border-line px-4 py-1.5 text-sm text-ink"
                onClick={() => unassign(driver)}
                disabled={assign.isPending}
              >
                Unassign<span className="sr-only"> {driver.fullName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn-outline min-h-10 px-4 py-1.5 text-sm" onClick={onAssign}>
        Assign a driver
      </button>
    </div>
  );
}

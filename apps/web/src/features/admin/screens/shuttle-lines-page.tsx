import { useState } from "react";
import { BusIcon } from "../../../components/app-icons.tsx";
import { useShuttleLines } from "../api/shuttle-lines.ts";
import { AssignDriverDialog } from "../components/assign-driver-dialog.tsx";
import { LineCard } from "../components/line-card.tsx";
import { LineFormDialog } from "../components/line-form.tsx";
import { LoadedList } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { PostAlertDialog } from "../components/post-alert-dialog.tsx";

/** What the admin has open over the list: a line's form (a new one when `lineId` is null), an alert, a driver. */
type Open =
  | { dialog: "form"; lineId: string | null }
  | { dialog: "alert"; lineId: string }
  | { dialog: "driver"; lineId: string }
  | null;

/**
 * /admin/shuttle-lines: the campus shuttle lines (docs/decisions/0031-shuttle-lines.md). Add or change a line's
 * stops, hours and fares; post and end its service alerts; assign the drivers who run it.
 */
export default function ShuttleLinesPage() {
  const list = useShuttleLines();
  const rows = list.data ?? [];
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // The line as the list now has it, so a dialog shows its latest alerts and drivers.
  const lineOf = (dialog: NonNullable<Open>["dialog"]) =>
    open?.dialog === dialog && open.lineId !== null ? (rows.find((l) => l.id === open.lineId) ?? null) : null;

  return (
    <>
      <PageHeader
        title="Shuttle lines"
        description="The campus buses' lines: their stops in order, hours and fares, the alerts riders see and the drivers who run them."
      >
        <button
          type="button"
          className="btn-primary shrink-0 self-start sm:self-auto"
          onClick={() => setOpen({ dialog: "form", lineId: null })}
        >
          Add a line
        </button>
      </PageHeader>
      <LoadedList list={list} rows={rows} icon={BusIcon} empty="No shuttle lines yet. Add the first one.">
        {(lines) => (
          <ul className="space-y-4" aria-label="Shuttle lines">
            {lines.map((line) => (
              <LineCard
                key={line.id}
                line={line}
                onEdit={() => setOpen({ dialog: "form", lineId: line.id })}
                onPostAlert={() => setOpen({ dialog: "alert", lineId: line.id })}
                onAssignDriver={() => setOpen({ dialog: "driver", lineId: line.id })}
              />
            ))}
          </ul>
        )}
      </LoadedList>
      <LineFormDialog open={open?.dialog === "form"} line={lineOf("form")} onClose={close} />
      <PostAlertDialog line={lineOf("alert")} onClose={close} />
      <AssignDriverDialog line={lineOf("driver")} onClose={close} />
    </>
  );
}

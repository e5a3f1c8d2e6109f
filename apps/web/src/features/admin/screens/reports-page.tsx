import { formatNaira } from "@campusgo/domain";
import { useState } from "react";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { useSignedInUser } from "../../../lib/signed-in-user.tsx";
import type { AdminPaymentReport, AdminPerson, ReportAction } from "../admin-types.ts";
import { REPORTS_PAGE_SIZE, type ReportsTab, usePaymentReports } from "../api/list-payment-reports.ts";
import { LiftSuspensionDialog } from "../components/lift-suspension-dialog.tsx";
import { LoadedList } from "../components/load-state.tsx";
import { ReportStatusBadge } from "../components/money-badges.tsx";
import { useFilterParams } from "../components/money-filters.tsx";
import { MoneyNav } from "../components/money-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ReportDecisionDialog } from "../components/report-decision-dialog.tsx";
import { formatDate } from "../format.ts";
import { can } from "../rights.ts";

const TABS: { status: ReportsTab; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "decided", label: "Decided" },
];

/** /admin/reports: riders' reports of drivers who asked to be paid outside the app, and the decisions. */
export default function ReportsPage() {
  const filters = useFilterParams();
  const status: ReportsTab = filters.get("status") === "decided" ? "decided" : "open";
  const list = usePaymentReports(status, filters.page);
  const rows = list.data ?? [];
  const [deciding, setDeciding] = useState<{ report: AdminPaymentReport; action: ReportAction } | null>(null);
  const [lifting, setLifting] = useState<AdminPerson | null>(null);

  return (
    <>
      <MoneyNav />
      <PageHeader
        title="Payment reports"
        description={
          status === "open"
            ? "Riders who say their driver asked to be paid outside the app. Oldest first: warn, suspend or dismiss."
            : "Reports already decided, newest decision first."
        }
      />
      <fieldset className="mb-5 inline-flex rounded-xl bg-white p-1 ring-1 ring-line">
        <legend className="sr-only">Report status</legend>
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            aria-pressed={tab.status === status}
            onClick={() => filters.set({ status: tab.status === "open" ? "" : tab.status })}
            className={`min-h-10 rounded-lg px-4 text-sm font-semibold transition ${
              tab.status === status ? "bg-brand-700 text-white shadow-sm" : "text-ink-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>

      <LoadedList
        list={list}
        rows={rows}
        icon={AlertCircleIcon}
        empty={status === "open" ? "No open reports. You're all caught up." : "No decided reports yet."}
      >
        {(reports) => (
          <ul className="space-y-4" aria-label={status === "open" ? "Open reports" : "Decided reports"}>
            {reports.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                onDecide={(action) => setDeciding({ report, action })}
                onLift={setLifting}
              />
            ))}
          </ul>
        )}
      </LoadedList>
      {(filters.page > 1 || rows.length === REPORTS_PAGE_SIZE) && (
        <Pagination page={filters.page} hasNext={rows.length === REPORTS_PAGE_SIZE} onPage={filters.goTo} />
      )}
      {deciding && (
        <ReportDecisionDialog
          report={deciding.report}
          action={deciding.action}
          onClose={() => setDeciding(null)}
        />
      )}
      <LiftSuspensionDialog driver={lifting} onClose={() => setLifting(null)} />
    </>
  );
}

/** "completed" -> "Completed", "in_progress" -> "In progress". */
const rideStatusLabel = (status: string) => status.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

function ReportCard({
  report,
  onDecide,
  onLift,
}: {
  report: AdminPaymentReport;
  onDecide: (action: ReportAction) => void;
  onLift: (driver: AdminPerson) => void;
}) {
  const { ride, rider, driver } = report;
  const trip = `${ride.pickupName} → ${ride.destName}`;
  // Suspending a driver, and lifting it, is operations' (decision 0035): finance warns or dismisses.
  const maySuspend = can(useSignedInUser().adminRight, ["operations"]);
  return (
    <li
      className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
      aria-label={`Report on the trip ${ride.pickupName} to ${ride.destName}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <h2 className="font-semibold text-ink">{trip}</h2>
          <p className="text-sm text-ink-muted">
            {formatDate(ride.at)} · {rideStatusLabel(ride.status)}
            {ride.amountKobo !== null && ` · ${formatNaira(ride.amountKobo)}`}
            {ride.chargeStatus && `, ${ride.chargeStatus}`}
          </p>
        </div>
        <ReportStatusBadge status={report.status} />
      </div>

      <blockquote className="rounded-xl bg-surface p-3 text-sm">
        {report.note ? (
          <p className="break-words whitespace-pre-line">“{report.note}”</p>
        ) : (
          <p className="text-ink-muted">The rider left no note.</p>
        )}
        <footer className="mt-1 text-xs text-ink-muted">Reported {formatDate(report.createdAt)}</footer>
      </blockquote>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Rider</dt>
          <dd>
            <span className="block font-semibold">{rider?.fullName ?? "Account removed"}</span>
            {rider && <span className="block break-all text-ink-muted">{rider.email}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Driver</dt>
          <dd>
            <span className="flex flex-wrap items-center gap-2 font-semibold">
              {driver?.fullName ?? "Account removed"}
              {report.driverSuspended && (
                <StatusBadge size="sm" tone="danger">
                  Suspended
                </StatusBadge>
              )}
            </span>
            {driver && (
              <span className="block break-all text-ink-muted">
                {driver.email}
                {driver.phoneNumber ? ` · ${driver.phoneNumber}` : ""}
              </span>
            )}
            <span className="block text-ink-muted">
              {report.driverReports === 1
                ? "First report against this driver"
                : `${report.driverReports} reports against this driver`}
            </span>
          </dd>
        </div>
      </dl>

      {report.status === "open" ? (
        <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-outline border-line text-ink"
            onClick={() => onDecide("dismiss")}
          >
            Dismiss
          </button>
          <button type="button" className="btn-outline" onClick={() => onDecide("warn")}>
            Warn driver
          </button>
          {maySuspend && (
            <button
              type="button"
              className="btn-primary bg-danger hover:bg-red-800 disabled:bg-danger/40"
              onClick={() => onDecide("suspend")}
              disabled={report.driverSuspended}
            >
              Suspend driver
            </button>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            Decided {formatDate(report.decidedAt)} by {report.decidedBy?.fullName ?? "a removed admin"}
          </p>
          {report.driverSuspended && driver && maySuspend && (
            <button type="button" className="btn-outline" onClick={() => onLift(driver)}>
              Lift suspension<span className="sr-only"> of {driver.fullName}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

import { Link, useSearchParams } from "react-router";
import { ChevronRightIcon, InboxIcon } from "../../../components/app-icons.tsx";
import { KycStatusBadge } from "../../../components/kyc-status-badge.tsx";
import { adminPaths } from "../../../config/paths.ts";
import type { KycStatus, QueueItem } from "../admin-types.ts";
import { useKycList } from "../api/list-kyc.ts";
import { LoadedList } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDate, timeSince } from "../format.ts";

const TABS: { status: KycStatus; label: string }[] = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "rejected", label: "Rejected" },
];

const EMPTY: Record<KycStatus, string> = {
  pending: "No verifications are waiting. You're all caught up.",
  approved: "No approved drivers yet.",
  rejected: "No rejected verifications.",
  not_submitted: "Nothing here.",
};

/** /admin: the verification queue, oldest submission first, with the decided ones a tab away. */
export default function KycQueuePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status: KycStatus = TABS.some((t) => t.status === requested) ? (requested as KycStatus) : "pending";
  const list = useKycList(status);
  const items = [...(list.data ?? [])].sort(
    (a, b) => new Date(a.submittedAt ?? 0).getTime() - new Date(b.submittedAt ?? 0).getTime(),
  );

  return (
    <>
      <PageHeader
        title="Driver verifications"
        description={
          status === "pending"
            ? "Oldest first: review each driver's documents, then approve or reject."
            : undefined
        }
      />
      <fieldset className="mb-5 inline-flex rounded-xl bg-white p-1 ring-1 ring-line">
        <legend className="sr-only">Verification status</legend>
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            aria-pressed={tab.status === status}
            onClick={() => setParams(tab.status === "pending" ? {} : { status: tab.status })}
            className={`min-h-10 rounded-lg px-4 text-sm font-semibold transition ${
              tab.status === status ? "bg-brand-700 text-white shadow-sm" : "text-ink-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>

      <LoadedList list={list} rows={items} icon={InboxIcon} empty={EMPTY[status]}>
        {(rows) => (
          <ul
            className="space-y-3"
            aria-label={`${TABS.find((t) => t.status === status)?.label} verifications`}
          >
            {rows.map((item) => (
              <QueueRow key={item.driverId} item={item} />
            ))}
          </ul>
        )}
      </LoadedList>
    </>
  );
}

function QueueRow({ item }: { item: QueueItem }) {
  const waited = timeSince(item.submittedAt);
  return (
    <li>
      <Link
        to={adminPaths.review(item.driverId)}
        className="group flex items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md sm:p-5"
      >
        <span
          className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 sm:inline-flex"
          aria-hidden="true"
        >
          {item.fullName
            .split(/\s+/)
            .slice(0, 2)
            .map((w) => w.charAt(0).toUpperCase())
            .join("")}
        </span>
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{item.fullName}</span>
            <KycStatusBadge size="sm" status={item.status} />
          </span>
          <span className="block truncate text-sm text-ink-muted">
            {item.email}
            {item.phoneNumber ? ` · ${item.phoneNumber}` : ""}
          </span>
          <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            {item.vehicleType && (
              <span>
                {item.vehicleType}
                {item.plateNumber ? ` · ${item.plateNumber}` : ""}
              </span>
            )}
            {item.city && <span>{item.city}</span>}
            <span>
              Submitted {formatDate(item.submittedAt)}
              {item.status === "pending" && waited ? ` (waiting ${waited})` : ""}
            </span>
          </span>
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <span className="hidden sm:inline">Review</span>
          <ChevronRightIcon className="size-5 transition group-hover:translate-x-0.5" />
        </span>
      </Link>
    </li>
  );
}

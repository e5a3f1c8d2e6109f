import { ADMIN_RIGHT_LABELS, type AdminRight, formatNaira } from "@campusgo/domain";
import { Link, useSearchParams } from "react-router";
import {
  AlertCircleIcon,
  CheckIcon,
  ListIcon,
  WalletIcon,
  XCircleIcon,
} from "../../../components/app-icons.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { adminPaths } from "../../../config/paths.ts";
import type { AuditItem } from "../admin-types.ts";
import { AUDIT_PAGE_SIZE, useAudit } from "../api/list-audit.ts";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDate } from "../format.ts";

const ACTIONS: Record<string, { text: string; tone: string; Icon: typeof CheckIcon }> = {
  "kyc.approve": {
    text: "approved a driver verification",
    tone: "bg-brand-100 text-brand-700",
    Icon: CheckIcon,
  },
  "kyc.reject": { text: "rejected a driver verification", tone: "bg-red-50 text-danger", Icon: XCircleIcon },
  "payment.refund": { text: "refunded a trip", tone: "bg-keke-100 text-ink", Icon: WalletIcon },
  "payment.commission": {
    text: "changed the commission rate",
    tone: "bg-surface text-ink",
    Icon: WalletIcon,
  },
  "report.warn": {
    text: "warned a driver on a payment report",
    tone: "bg-keke-100 text-ink",
    Icon: AlertCircleIcon,
  },
  "report.suspend": {
    text: "suspended a driver on a payment report",
    tone: "bg-red-50 text-danger",
    Icon: XCircleIcon,
  },
  "report.dismiss": {
    text: "dismissed a payment report",
    tone: "bg-brand-100 text-brand-700",
    Icon: CheckIcon,
  },
  "driver.suspension.lift": {
    text: "lifted a driver's suspension",
    tone: "bg-brand-100 text-brand-700",
    Icon: CheckIcon,
  },
  "person.suspend": { text: "suspended a rider or driver", tone: "bg-red-50 text-danger", Icon: XCircleIcon },
  "person.reinstate": {
    text: "reinstated a rider or driver",
    tone: "bg-brand-100 text-brand-700",
    Icon: CheckIcon,
  },
  "admin.right": { text: "changed an admin's right", tone: "bg-surface text-ink", Icon: ListIcon },
};

/** What a money decision's details say in a line: the amount refunded and where, the new rate, the note. */
function moneyDetail(entry: AuditItem): string | null {
  const d = entry.details;
  if (entry.action === "payment.refund" && typeof d.amountKobo === "number") {
    return `${formatNaira(d.amountKobo)} to the ${d.destination === "card" ? "card" : "wallet"}`;
  }
  if (entry.action === "payment.commission" && typeof d.fromBps === "number" && typeof d.toBps === "number") {
    return `From ${d.fromBps / 100}% to ${d.toBps / 100}%`;
  }
  if (entry.action.startsWith("report.") && typeof d.note === "string") return `Note: ${d.note}`;
  if (entry.action.startsWith("person.") && typeof d.reason === "string") return `Reason: ${d.reason}`;
  if (entry.action === "admin.right" && typeof d.to === "string") {
    const label = (r: unknown) => ADMIN_RIGHT_LABELS[r as AdminRight] ?? "none";
    return `From ${label(d.from)} to ${label(d.to)}`;
  }
  return null;
}

/** /admin/audit: every admin decision, newest first: who, when, what. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const audit = useAudit(page);
  const rows = audit.data ?? [];
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <>
      <PageHeader title="Audit log" description="Every decision made in the admin area, newest first.">
        <Link to={adminPaths.admins} className="btn-outline self-start lg:hidden">
          Admins and rights
        </Link>
      </PageHeader>
      {audit.isPending || audit.isError || rows.length === 0 ? (
        <LoadState
          loading={audit.isPending}
          error={audit.error}
          onRetry={() => void audit.refetch()}
          empty={
            <div className="flex flex-col items-center gap-3 text-ink-muted">
              <ListIcon className="size-10 text-brand-600" />
              <p>No decisions recorded yet.</p>
            </div>
          }
        />
      ) : (
        <ol className="space-y-3" aria-label="Audit entries">
          {rows.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {(page > 1 || rows.length === AUDIT_PAGE_SIZE) && (
        <Pagination
          page={page}
          hasNext={rows.length === AUDIT_PAGE_SIZE}
          onPage={goTo}
          previousLabel="Newer"
          nextLabel="Older"
        />
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditItem }) {
  const known = ACTIONS[entry.action];
  const Icon = known?.Icon ?? ListIcon;
  const reason = typeof entry.details.reason === "string" ? entry.details.reason : null;
  const isKyc = entry.action.startsWith("kyc.");
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <span
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${known?.tone ?? "bg-surface text-ink-muted"}`}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-ink">
          <span className="font-semibold">{entry.actor?.fullName ?? "A deleted admin"}</span>{" "}
          {known?.text ?? entry.action}
        </p>
        {reason && (
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-ink">Reason:</span> {reason}
          </p>
        )}
        {moneyDetail(entry) && <p className="text-sm text-ink-muted">{moneyDetail(entry)}</p>}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          {isKyc ? (
            <Link
              to={adminPaths.review(entry.targetId)}
              className="font-semibold text-brand-700 hover:underline"
            >
              View driver
            </Link>
          ) : entry.action.startsWith("report.") ? (
            <Link
              to={`${adminPaths.reports}?status=decided`}
              className="font-semibold text-brand-700 hover:underline"
            >
              View reports
            </Link>
          ) : entry.action.startsWith("payment.") ? null : (
            <span className="truncate">Target {entry.targetId}</span>
          )}
        </p>
      </div>
    </li>
  );
}

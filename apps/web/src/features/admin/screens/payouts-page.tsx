import { formatNaira } from "@campusgo/domain";
import type { PayoutStatus } from "../admin-types.ts";
import { usePayouts } from "../api/list-payouts.ts";
import { PayoutStatusBadge } from "../components/money-badges.tsx";
import {
  FilterBar,
  FilterSearch,
  FilterSelect,
  useFilterParams,
  useSearchFilter,
} from "../components/money-filters.tsx";
import { MoneyList } from "../components/money-list.tsx";
import { MoneyNav } from "../components/money-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDate } from "../format.ts";
import { PAYOUT_STATUS_LABELS } from "../money-format.ts";

const STATUS_OPTIONS = (Object.keys(PAYOUT_STATUS_LABELS) as PayoutStatus[]).map((value) => ({
  value,
  label: PAYOUT_STATUS_LABELS[value],
}));

/** /admin/payouts: drivers' withdrawals to their banks, by status and driver. */
export default function PayoutsPage() {
  const filters = useFilterParams();
  const requested = filters.get("status");
  const filter = {
    status: STATUS_OPTIONS.some((o) => o.value === requested) ? (requested as PayoutStatus) : ("" as const),
    driver: filters.get("driver"),
    page: filters.page,
  };
  const list = usePayouts(filter);
  const { set } = filters;
  const search = useSearchFilter(filters, "driver");

  return (
    <>
      <MoneyNav />
      <PageHeader
        title="Payouts"
        description="Drivers' withdrawals of their earnings to their bank accounts."
      />
      <FilterBar label="Filter payouts">
        <FilterSearch label="Driver" placeholder="Name or e-mail" value={filter.driver} onSearch={search} />
        <FilterSelect
          label="Status"
          value={filter.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
      </FilterBar>
      <MoneyList
        list={list}
        page={filter.page}
        onPage={filters.goTo}
        noun={["payout", "payouts"]}
        empty={filter.status || filter.driver ? "No payouts match these filters." : "No payouts yet."}
      >
        {(rows) => (
          <ul className="space-y-3" aria-label="Payouts">
            {rows.map((p) => (
              <li
                key={p.id}
                className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="text-lg font-bold">{formatNaira(p.amountKobo)}</span>
                    <PayoutStatusBadge status={p.status} />
                  </p>
                  <p className="text-sm">
                    <span className="font-semibold">{p.driver?.fullName ?? "Account removed"}</span>
                    {p.driver && <span className="break-all text-ink-muted"> · {p.driver.email}</span>}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {p.bankName} ****{p.accountNumberEnd} · {p.accountName}
                  </p>
                  {p.failureReason && (
                    <p className="text-sm text-danger">
                      <span className="font-semibold">Why:</span> {p.failureReason}
                    </p>
                  )}
                </div>
                <div className="text-sm text-ink-muted sm:text-right">
                  <span className="block font-mono text-xs break-all">{p.reference}</span>
                  <span className="block">Asked {formatDate(p.createdAt)}</span>
                  {p.status !== "pending" && <span className="block">Settled {formatDate(p.updatedAt)}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </MoneyList>
    </>
  );
}

import { formatNaira } from "@campusgo/domain";
import { useState } from "react";
import type {
  AdminPaymentItem,
  AdminRefund,
  AdminTripMoney,
  ChargeStatus,
  PaymentPurpose,
  PaymentStatus,
} from "../admin-types.ts";
import { usePayments } from "../api/list-payments.ts";
import { useTrips } from "../api/list-trips.ts";
import { ChargeStatusBadge, PaymentStatusBadge, RefundStatusBadge } from "../components/money-badges.tsx";
import {
  FilterBar,
  FilterDate,
  FilterSearch,
  FilterSelect,
  useFilterParams,
  useSearchFilter,
} from "../components/money-filters.tsx";
import { MoneyList } from "../components/money-list.tsx";
import { MoneyNav } from "../components/money-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { RefundDialog } from "../components/refund-dialog.tsx";
import { formatDate } from "../format.ts";
import { chargeFor, methodLabel, PAYMENT_STATUS_LABELS } from "../money-format.ts";

const VIEWS = [
  { view: "payments", label: "Gateway payments" },
  { view: "trips", label: "Trips" },
] as const;
type View = (typeof VIEWS)[number]["view"];

const STATUS_OPTIONS = (Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[]).map((value) => ({
  value,
  label: PAYMENT_STATUS_LABELS[value],
}));
const PURPOSE_OPTIONS: { value: PaymentPurpose; label: string }[] = [
  { value: "ride", label: "Trip" },
  { value: "topup", label: "Wallet top-up" },
];
const CHARGE_OPTIONS: { value: ChargeStatus; label: string }[] = [
  { value: "paid", label: "Paid" },
  { value: "owed", label: "Owed" },
];

const oneOf = <T extends string>(value: string, options: readonly { value: T }[]): T | "" =>
  options.some((o) => o.value === value) ? (value as T) : "";

/** Whether any filter is set (the empty list then says so). */
const filtered = (filter: Record<string, string | number>) =>
  Object.entries(filter).some(([key, value]) => key !== "page" && value !== "");

/**
 * What is left to refund of a trip; 0 when it cannot be refunded. A refund is of the trip's fare (or
 * cancellation fee); a package's return fee is not refunded here.
 */
const refundable = (trip: AdminTripMoney | null) =>
  trip?.status === "paid" && trip.kind !== "return_fee" ? trip.amountKobo - trip.refundedKobo : 0;

/** /admin/payments: gateway payments and trips owed or paid, with filters, and refunds of paid trips. */
export default function PaymentsPage() {
  const filters = useFilterParams();
  const view: View = filters.get("view") === "trips" ? "trips" : "payments";
  const [refunding, setRefunding] = useState<AdminTripMoney | null>(null);

  return (
    <>
      <MoneyNav />
      <PageHeader
        title="Payments"
        description="Every payment through the gateway, and what each trip cost, was paid and refunded."
      />
      <fieldset className="mb-5 inline-flex rounded-xl bg-white p-1 ring-1 ring-line">
        <legend className="sr-only">Show</legend>
        {VIEWS.map((tab) => (
          <button
            key={tab.view}
            type="button"
            aria-pressed={tab.view === view}
            onClick={() =>
              filters.set({
                view: tab.view === "payments" ? "" : tab.view,
                status: "",
                purpose: "",
                from: "",
                to: "",
                q: "",
              })
            }
            className={`min-h-10 rounded-lg px-4 text-sm font-semibold transition ${
              tab.view === view ? "bg-brand-700 text-white shadow-sm" : "text-ink-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>
      {view === "payments" ? (
        <PaymentsList filters={filters} onRefund={setRefunding} />
      ) : (
        <TripsList filters={filters} onRefund={setRefunding} />
      )}
      <RefundDialog trip={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}

type Filters = ReturnType<typeof useFilterParams>;

function PaymentsList({ filters, onRefund }: { filters: Filters; onRefund: (trip: AdminTripMoney) => void }) {
  const filter = {
    status: oneOf(filters.get("status"), STATUS_OPTIONS),
    purpose: oneOf(filters.get("purpose"), PURPOSE_OPTIONS),
    from: filters.get("from"),
    to: filters.get("to"),
    q: filters.get("q"),
    page: filters.page,
  };
  const list = usePayments(filter);
  const { set } = filters;
  const search = useSearchFilter(filters, "q");

  return (
    <>
      <FilterBar label="Filter payments">
        <FilterSearch
          label="Reference or e-mail"
          placeholder="CG-... or e-mail"
          value={filter.q}
          onSearch={search}
        />
        <FilterSelect
          label="Status"
          value={filter.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label="For"
          value={filter.purpose}
          options={PURPOSE_OPTIONS}
          onChange={(purpose) => set({ purpose })}
        />
        <FilterDate label="From" value={filter.from} onChange={(from) => set({ from })} />
        <FilterDate label="To" value={filter.to} onChange={(to) => set({ to })} />
      </FilterBar>
      <MoneyList
        list={list}
        page={filter.page}
        onPage={filters.goTo}
        noun={["payment", "payments"]}
        empty={filtered(filter) ? "No payments match these filters." : "No payments yet."}
      >
        {(rows) => (
          <>
            <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-surface text-xs tracking-wide text-ink-muted uppercase">
                  <tr>
                    <Th>Reference</Th>
                    <Th>Paid by</Th>
                    <Th>For</Th>
                    <Th>Amount</Th>
                    <Th>Status</Th>
                    <Th>
                      <span className="sr-only">Actions</span>
                    </Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {rows.map((p) => (
                    <tr key={p.id} className="align-top hover:bg-surface/60">
                      <td className="px-4 py-3">
                        <span className="block font-mono text-xs font-semibold break-all text-ink">
                          {p.reference}
                        </span>
                        <span className="block text-ink-muted">{formatDate(p.paidAt ?? p.createdAt)}</span>
                      </td>
                      <td className="px-4 py-3">
                        <Person person={p.user} />
                      </td>
                      <td className="px-4 py-3 text-ink-muted">
                        <PaymentFor payment={p} />
                      </td>
                      <td className="px-4 py-3 font-semibold whitespace-nowrap">
                        {formatNaira(p.amountKobo)}
                        <span className="block text-xs font-normal text-ink-muted">
                          {methodLabel(p.channel)}
                        </span>
                      </td>
                      <td className="px-4 py-3">
                        <PaymentStatusBadge status={p.status} />
                      </td>
                      <td className="px-4 py-3 text-right">
                        <RefundButton trip={p.trip} label={p.reference} onRefund={onRefund} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 md:hidden" aria-label="Payments">
              {rows.map((p) => (
                <li key={p.id} className="space-y-2 rounded-2xl border border-line bg-white p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <span className="text-lg font-bold">{formatNaira(p.amountKobo)}</span>
                    <PaymentStatusBadge status={p.status} />
                  </div>
                  <p className="font-mono text-xs font-semibold break-all">{p.reference}</p>
                  <p className="text-sm text-ink-muted">
                    <PaymentFor payment={p} /> · {methodLabel(p.channel)} ·{" "}
                    {formatDate(p.paidAt ?? p.createdAt)}
                  </p>
                  <Person person={p.user} />
                  <RefundButton trip={p.trip} label={p.reference} onRefund={onRefund} block />
                </li>
              ))}
            </ul>
          </>
        )}
      </MoneyList>
    </>
  );
}

function PaymentFor({ payment }: { payment: AdminPaymentItem }) {
  if (payment.purpose === "topup") return <>Wallet top-up</>;
  if (payment.creditedToWallet) return <>Trip (already paid: to the wallet)</>;
  if (!payment.trip) return <>Trip</>;
  return (
    <>
      {payment.trip.kind === "fare" && payment.trip.tripKind === "ride" ? "Trip" : chargeFor(payment.trip)}:{" "}
      {payment.trip.pickupName} → {payment.trip.destName}
      {payment.trip.refundedKobo > 0 && (
        <span className="block text-xs">Refunded {formatNaira(payment.trip.refundedKobo)}</span>
      )}
      <RefundList refunds={payment.trip.refunds} />
    </>
  );
}

/** A trip's refunds with their status: a card refund the gateway refused shows its retries, then Failed. */
function RefundList({ refunds }: { refunds: AdminRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          <span>
            Refund {formatNaira(refund.amountKobo)} to the {refund.destination === "card" ? "card" : "wallet"}
          </span>
          <RefundStatusBadge status={refund.status} />
          {refund.status === "failed" && (
            <span>The gateway refused it {refund.attempts} times: undone, refund it again another way.</span>
          )}
          {refund.status === "pending" && refund.nextAttemptAt && (
            <span>
              Refused by the gateway; trying again {formatDate(refund.nextAttemptAt)} (attempt{" "}
              {refund.attempts + 1})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function TripsList({ filters, onRefund }: { filters: Filters; onRefund: (trip: AdminTripMoney) => void }) {
  const filter = {
    status: oneOf(filters.get("status"), CHARGE_OPTIONS),
    q: filters.get("q"),
    page: filters.page,
  };
  const list = useTrips(filter);
  const { set } = filters;
  const search = useSearchFilter(filters, "q");

  return (
    <>
      <FilterBar label="Filter trips">
        <FilterSearch
          label="Reference, rider or driver e-mail"
          placeholder="Reference or e-mail"
          value={filter.q}
          onSearch={search}
        />
        <FilterSelect
          label="Status"
          value={filter.status}
          options={CHARGE_OPTIONS}
          onChange={(status) => set({ status })}
        />
      </FilterBar>
      <MoneyList
        list={list}
        page={filter.page}
        onPage={filters.goTo}
        noun={["trip", "trips"]}
        empty={filtered(filter) ? "No trips match these filters." : "No trips owed or paid yet."}
      >
        {(rows) => (
          <ul className="space-y-3" aria-label="Trips">
            {rows.map((trip) => (
              <li
                key={`${trip.rideId}:${trip.kind}`}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">
                      {trip.pickupName} → {trip.destName}
                    </span>
                    <ChargeStatusBadge
                      status={trip.status}
                      amountKobo={trip.amountKobo}
                      refundedKobo={trip.refundedKobo}
                    />
                  </p>
                  <p className="text-sm text-ink-muted">
                    {chargeFor(trip)} {formatNaira(trip.amountKobo)}
                    {trip.commissionKobo !== null && ` · commission ${formatNaira(trip.commissionKobo)}`}
                    {trip.refundedKobo > 0 && ` · refunded ${formatNaira(trip.refundedKobo)}`} ·{" "}
                    {methodLabel(trip.method)} · {formatDate(trip.paidAt ?? trip.createdAt)}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {trip.tripKind === "delivery" ? "Sender" : "Rider"}:{" "}
                    {trip.rider?.fullName ?? "Account removed"} · Driver:{" "}
                    {trip.driver?.fullName ?? "Account removed"}
                  </p>
                  {trip.reference && (
                    <p className="font-mono text-xs break-all text-ink-muted">{trip.reference}</p>
                  )}
                  {trip.kind !== "return_fee" && <RefundList refunds={trip.refunds} />}
                </div>
                <RefundButton
                  trip={trip}
                  label={`${trip.pickupName} to ${trip.destName}`}
                  onRefund={onRefund}
                />
              </li>
            ))}
          </ul>
        )}
      </MoneyList>
    </>
  );
}

function RefundButton({
  trip,
  label,
  onRefund,
  block = false,
}: {
  trip: AdminTripMoney | null;
  label: string;
  onRefund: (trip: AdminTripMoney) => void;
  block?: boolean;
}) {
  if (!trip || refundable(trip) <= 0) return null;
  return (
    <button
      type="button"
      className={`btn-outline min-h-10 px-4 py-1.5 text-sm ${block ? "w-full" : ""}`}
      onClick={() => onRefund(trip)}
    >
      Refund<span className="sr-only"> {label}</span>
    </button>
  );
}

function Person({ person }: { person: AdminPaymentItem["user"] }) {
  if (!person) return <span className="text-ink-muted">Account removed</span>;
  return (
    <span className="block min-w-0 text-sm">
      <span className="block font-semibold text-ink">{person.fullName}</span>
      <span className="block break-all text-ink-muted">{person.email}</span>
    </span>
  );
}

function Th({ children }: { children: React.ReactNode }) {
  return (
    <th scope="col" className="px-4 py-3 font-semibold">
      {children}
    </th>
  );
}

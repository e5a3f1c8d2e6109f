import type { AccountStatus, KycStatus } from "@campusgo/domain";
import { formatDate as formatDay } from "@campusgo/domain";
import { useState } from "react";
import { Link } from "react-router";
import { UsersIcon } from "../../../components/app-icons.tsx";
import { KycStatusBadge } from "../../../components/kyc-status-badge.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { adminPaths } from "../../../config/paths.ts";
import { useSignedInUser } from "../../../lib/signed-in-user.tsx";
import type { UserItem } from "../admin-types.ts";
import { USERS_PAGE_SIZE, useUsers } from "../api/list-users.ts";
import { formatDate } from "../format.ts";
import { can } from "../rights.ts";
import { LoadState } from "./load-state.tsx";
import { FilterBar, FilterSearch, FilterSelect, useFilterParams, useSearchFilter } from "./money-filters.tsx";
import { PageHeader } from "./page-header.tsx";
import { SuspensionDialog, type SuspensionTarget } from "./suspension-dialog.tsx";

interface UsersListProps {
  kind: "driver" | "passenger";
  title: string;
  noun: { one: string; many: string };
}

const STATUS_OPTIONS: readonly { value: AccountStatus; label: string }[] = [
  { value: "active", label: "Active" },
  { value: "not_activated", label: "Not activated" },
];
const SUSPENDED_OPTIONS = [
  { value: "yes", label: "Suspended" },
  { value: "no", label: "Not suspended" },
] as const;
const KYC_OPTIONS: readonly { value: KycStatus; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "not_submitted", label: "Not submitted" },
];

const oneOf = <T extends string>(value: string, options: readonly { value: T }[]): T | "" =>
  options.some((o) => o.value === value) ? (value as T) : "";

/**
 * Riders or drivers: search (name, e-mail or phone), filters (activation, suspension, and for drivers their
 * verification) and pages, all kept in the address. Operations (and super admins) suspend and reinstate here.
 */
export function UsersList({ kind, title, noun }: UsersListProps) {
  const filters = useFilterParams();
  const { get, page, set, goTo } = filters;
  const search = useSearchFilter(filters, "q");
  const q = get("q");
  const status = oneOf(get("status"), STATUS_OPTIONS);
  const suspended = oneOf(get("suspended"), SUSPENDED_OPTIONS);
  const kyc = kind === "driver" ? oneOf(get("kyc"), KYC_OPTIONS) : "";
  const users = useUsers({ role: kind, q, status, suspended, kyc, page });
  const mayChange = can(useSignedInUser().adminRight, ["operations"]);
  const [target, setTarget] = useState<SuspensionTarget | null>(null);

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const rows = users.data?.data ?? [];
  const filtered = Boolean(q || status || suspended || kyc);
  const action = (user: UserItem) =>
    mayChange ? (
      <SuspensionButton
        user={user}
        onClick={() => setTarget({ user, action: user.suspension ? "reinstate" : "suspend" })}
      />
    ) : null;

  return (
    <>
      <PageHeader
        title={title}
        description={
          users.data
            ? `${total} ${total === 1 ? noun.one : noun.many}${q ? ` matching "${q}"` : ""}`
            : undefined
        }
      />
      <FilterBar label={`Filter ${noun.many}`}>
        <FilterSearch
          label={`Search ${noun.many}`}
          placeholder="Name, e-mail or phone"
          value={q}
          onSearch={search}
        />
        <FilterSelect
          label="Account"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => set({ status: next })}
        />
        <FilterSelect
          label="Suspension"
          value={suspended}
          options={SUSPENDED_OPTIONS}
          onChange={(next) => set({ suspended: next })}
        />
        {kind === "driver" && (
          <FilterSelect
            label="Verification"
            value={kyc}
            options={KYC_OPTIONS}
            onChange={(next) => set({ kyc: next })}
          />
        )}
      </FilterBar>

      {users.isPending || users.isError || rows.length === 0 ? (
        <LoadState
          loading={users.isPending}
          error={users.error}
          onRetry={() => void users.refetch()}
          empty={
            <div className="flex flex-col items-center gap-3 text-ink-muted">
              <UsersIcon className="size-10 text-brand-600" />
              <p>
                {q && !(status || suspended || kyc)
                  ? `No ${noun.many} match "${q}".`
                  : filtered
                    ? `No ${noun.many} match these filters.`
                    : `No ${noun.many} yet.`}
              </p>
            </div>
          }
        />
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface text-xs tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Contact
                  </th>
                  {kind === "driver" && (
                    <th scope="col" className="px-4 py-3 font-semibold">
                      City
                    </th>
                  )}
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {kind === "driver" ? "Verification" : "Account"}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Joined
                  </th>
                  {mayChange && (
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <span className="sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((user) => (
                  <tr key={user.id} className="align-top hover:bg-surface/60">
                    <td className="px-4 py-3 font-semibold">
                      <UserName user={user} />
                      <SuspensionNote user={user} />
                    </td>
                    <td className="px-4 py-3 text-ink-muted">
                      <span className="block">{user.email}</span>
                      {user.phoneNumber && <span className="block">{user.phoneNumber}</span>}
                    </td>
                    {kind === "driver" && <td className="px-4 py-3 text-ink-muted">{user.city ?? "—"}</td>}
                    <td className="px-4 py-3">
                      <UserState user={user} />
                    </td>
                    <td className="px-4 py-3 text-ink-muted">{formatDate(user.createdAt, false)}</td>
                    {mayChange && <td className="px-4 py-3 text-right">{action(user)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {rows.map((user) => (
              <li key={user.id} className="space-y-2 rounded-2xl border border-line bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-semibold break-words">
                    <UserName user={user} />
                  </span>
                  <UserState user={user} />
                </div>
                <p className="text-sm break-words text-ink-muted">
                  {user.email}
                  {user.phoneNumber ? ` · ${user.phoneNumber}` : ""}
                </p>
                <p className="text-xs text-ink-muted">
                  {user.city ? `${user.city} · ` : ""}Joined {formatDate(user.createdAt, false)}
                </p>
                <SuspensionNote user={user} />
                {action(user)}
              </li>
            ))}
          </ul>
          {pages > 1 && <Pagination page={page} pages={pages} onPage={goTo} />}
        </>
      )}
      <SuspensionDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

function SuspensionButton({ user, onClick }: { user: UserItem; onClick: () => void }) {
  return user.suspension ? (
    <button
      type="button"
      className="btn-outline min-h-11 border-line px-4 text-sm text-ink"
      onClick={onClick}
    >
      Reinstate<span className="sr-only"> {user.fullName}</span>
    </button>
  ) : (
    <button
      type="button"
      className="btn-outline min-h-11 border-red-200 px-4 text-sm text-danger hover:bg-red-50"
      onClick={onClick}
    >
      Suspend<span className="sr-only"> {user.fullName}</span>
    </button>
  );
}

/** "Suspended since …: why", under the name of a suspended person. */
function SuspensionNote({ user }: { user: UserItem }) {
  if (!user.suspension) return null;
  return (
    <p className="mt-1 text-xs font-normal text-danger">
      <span className="font-bold">Suspended</span> since {formatDay(user.suspension.since)}:{" "}
      {user.suspension.reason}
    </p>
  );
}

function UserName({ user }: { user: UserItem }) {
  if (user.role !== "driver") return <>{user.fullName}</>;
  return (
    <Link to={adminPaths.review(user.id)} className="text-brand-700 hover:underline">
      {user.fullName}
    </Link>
  );
}

function UserState({ user }: { user: UserItem }) {
  if (user.suspension) {
    return (
      <span className="inline-flex shrink-0 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold text-danger ring-1 ring-red-200">
        Suspended
      </span>
    );
  }
  if (user.kycStatus) return <KycStatusBadge size="sm" status={user.kycStatus} />;
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${
        user.activated ? "bg-brand-50 text-brand-800 ring-brand-200" : "bg-surface text-ink-muted ring-line"
      }`}
    >
      {user.activated ? "Active" : "Not activated"}
    </span>
  );
}

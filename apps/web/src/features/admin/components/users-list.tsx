import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SearchIcon, UsersIcon } from "../../../components/app-icons.tsx";
import { KycStatusBadge } from "../../../components/kyc-status-badge.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { adminPaths } from "../../../config/paths.ts";
import type { UserItem } from "../admin-types.ts";
import { USERS_PAGE_SIZE, useUsers } from "../api/list-users.ts";
import { formatDate } from "../format.ts";
import { LoadState } from "./load-state.tsx";
import { PageHeader } from "./page-header.tsx";

const SEARCH_DELAY_MS = 300;

interface UsersListProps {
  kind: "driver" | "passenger";
  title: string;
  noun: { one: string; many: string };
}

/** Accounts of one role with search (name, e-mail or phone) and pages; both kept in the address. */
export function UsersList({ kind, title, noun }: UsersListProps) {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [text, setText] = useState(q);
  const users = useUsers({ role: kind, q, page });

  // Search as the admin types, once they pause.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const goTo = (next: number) =>
    setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });
  const rows = users.data?.data ?? [];

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
      <search className="mb-5 block">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {});
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            Search {noun.many}
          </label>
          <div className="relative max-w-md">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search by name, e-mail or phone"
              className="input pl-11"
            />
          </div>
        </form>
      </search>

      {users.isPending || users.isError || rows.length === 0 ? (
        <LoadState
          loading={users.isPending}
          error={users.error}
          onRetry={() => void users.refetch()}
          empty={
            <div className="flex flex-col items-center gap-3 text-ink-muted">
              <UsersIcon className="size-10 text-brand-600" />
              <p>{q ? `No ${noun.many} match "${q}".` : `No ${noun.many} yet.`}</p>
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
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((user) => (
                  <tr key={user.id} className="hover:bg-surface/60">
                    <td className="px-4 py-3 font-semibold">
                      <UserName user={user} />
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
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {rows.map((user) => (
              <li key={user.id} className="space-y-2 rounded-2xl border border-line bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <span className="font-semibold">
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
              </li>
            ))}
          </ul>
          {pages > 1 && <Pagination page={page} pages={pages} onPage={goTo} />}
        </>
      )}
    </>
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
  if (user.kycStatus) return <KycStatusBadge size="sm" status={user.kycStatus} />;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${
        user.activated ? "bg-brand-50 text-brand-800 ring-brand-200" : "bg-surface text-ink-muted ring-line"
      }`}
    >
      {user.activated ? "Active" : "Not activated"}
    </span>
  );
}

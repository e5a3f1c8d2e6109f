import {
  ADMIN_RIGHT_LABELS,
  ADMIN_RIGHT_SCOPES,
  ADMIN_RIGHTS,
  type AdminAccount,
  type AdminRight,
} from "@campusgo/domain";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { ChevronDownIcon, UsersIcon } from "../../../components/app-icons.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSignedInUser } from "../../../lib/signed-in-user.tsx";
import { useAdminAccounts, useSetAdminRight } from "../api/people.ts";
import { LoadedList } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";

/** /admin/admins (super admins): every admin with their right, each changed here (audited). */
export default function AdminsPage() {
  const admins = useAdminAccounts();
  const me = useSignedInUser();
  return (
    <>
      <PageHeader
        title="Admins"
        description="Each admin's right decides what they see and do. Every change is in the audit log."
      />
      <dl className="mb-6 grid gap-2 rounded-2xl border border-line bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        {ADMIN_RIGHTS.map((right) => (
          <div key={right}>
            <dt className="font-semibold text-ink">{ADMIN_RIGHT_LABELS[right]}</dt>
            <dd className="text-ink-muted">{ADMIN_RIGHT_SCOPES[right]}</dd>
          </div>
        ))}
      </dl>
      <LoadedList list={admins} rows={admins.data?.data ?? []} icon={UsersIcon} empty="No admins yet.">
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((admin) => (
              <AdminRow key={admin.id} admin={admin} self={admin.id === me.id} />
            ))}
          </ul>
        )}
      </LoadedList>
    </>
  );
}

function AdminRow({ admin, self }: { admin: AdminAccount; self: boolean }) {
  const id = useId();
  const setRight = useSetAdminRight();
  const [error, setError] = useState<string>();
  const change = (right: AdminRight) => {
    setError(undefined);
    setRight.mutate(
      { id: admin.id, right },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {admin.fullName}
          {self && <span className="font-normal text-ink-muted"> (you)</span>}
        </p>
        <p className="text-sm break-all text-ink-muted">{admin.email}</p>
        {error && (
          <p className="mt-1 text-sm font-semibold text-danger" role="alert">
            {error}
          </p>
        )}
      </div>
      {self ? (
        <p className="text-sm text-ink-muted">
          {admin.adminRight ? ADMIN_RIGHT_LABELS[admin.adminRight] : "No right"}: another super admin changes
          yours
        </p>
      ) : (
        <div className="shrink-0 space-y-1 sm:w-52">
          <label htmlFor={id} className="block text-xs font-semibold text-ink-muted">
            Right<span className="sr-only"> of {admin.fullName}</span>
          </label>
          <div className="relative">
            <select
              id={id}
              value={admin.adminRight ?? ""}
              disabled={setRight.isPending}
              aria-busy={setRight.isPending}
              onChange={(e) => change(e.target.value as AdminRight)}
              className="input appearance-none py-2 pr-10"
            >
              {admin.adminRight === null && (
                <option value="" disabled>
                  Choose a right
                </option>
              )}
              {ADMIN_RIGHTS.map((right) => (
                <option key={right} value={right}>
                  {ADMIN_RIGHT_LABELS[right]}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-muted" />
          </div>
        </div>
      )}
    </li>
  );
}

import type { TrustedContactView } from "@campusgo/domain";
import { useState } from "react";
import { PencilIcon, TrashIcon, UsersIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { dashboardPaths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { Card, PageFrame } from "../../dashboard/index.ts";
import { useTrustedContacts } from "../api/get-trusted-contacts.ts";
import { ContactFormDialog } from "../components/contact-form-dialog.tsx";
import { NightSwitch } from "../components/night-switch.tsx";
import { RemoveContactDialog } from "../components/remove-contact-dialog.tsx";
import { SosButton } from "../components/sos-button.tsx";
import { localPhone } from "../lib/phone.ts";

/**
 * /dashboard/trusted-contacts, from Settings: the people who can follow the rider's trips (up to five), each
 * added or edited in a dialog and removed after a confirm, and the night-ride text.
 */
export default function TrustedContactsPage() {
  const contacts = useTrustedContacts();
  const [editing, setEditing] = useState<TrustedContactView | "new" | null>(null);
  const [removing, setRemoving] = useState<TrustedContactView | null>(null);
  const data = contacts.data;
  const full = data ? data.contacts.length >= data.max : false;

  return (
    <PageFrame
      title="Trusted contacts"
      subtitle="People you trust to follow your rides. Share a ride's live link with them from the ride screen."
      back={{ to: dashboardPaths.settings, label: "Setting" }}
    >
      {contacts.isPending ? (
        <Card className="flex justify-center">
          <Spinner />
        </Card>
      ) : !data ? (
        <Card>
          <p role="alert" className="text-danger">
            {errorMessage(contacts.error)}
          </p>
          <button type="button" className="btn-outline mt-3" onClick={() => void contacts.refetch()}>
            Try again
          </button>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          <Card>
            <div className="flex items-center justify-between gap-3">
              <h2 className="font-semibold text-ink">Your contacts</h2>
              <span className="text-sm text-ink-muted" data-testid="contacts-count">
                {data.contacts.length} of {data.max}
              </span>
            </div>
            {data.contacts.length === 0 ? (
              <div className="mt-4 flex flex-col items-center gap-2 rounded-2xl bg-surface p-5 text-center">
                <UsersIcon className="size-8 text-brand-700" />
                <p className="text-ink-muted">
                  No trusted contacts yet. Add a parent, a friend or a roommate who should know where you are.
                </p>
              </div>
            ) : (
              <ul className="mt-3 divide-y divide-line" aria-label="Trusted contacts">
                {data.contacts.map((c) => (
                  <li key={c.id} className="flex items-center gap-3 py-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
                    >
                      {c.name.slice(0, 1).toUpperCase()}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-ink">{c.name}</span>
                      <span className="block truncate text-sm text-ink-muted">
                        {localPhone(c.phone)}
                        {c.email ? ` · ${c.email}` : ""}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setEditing(c)}
                    >
                      <PencilIcon className="size-5" />
                    </button>
                    <button
                      type="button"
                      className="flex size-11 items-center justify-center rounded-full text-danger hover:bg-red-50"
                      aria-label={`Remove ${c.name}`}
                      onClick={() => setRemoving(c)}
                    >
                      <TrashIcon className="size-5" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className="btn-primary mt-4 w-full"
              onClick={() => setEditing("new")}
              disabled={full}
              aria-describedby="contacts-limit"
            >
              Add a contact
            </button>
            <p id="contacts-limit" className="mt-2 text-sm text-ink-muted">
              {full
                ? `You have ${data.max} contacts, the most you can keep. Remove one to add another.`
                : `You can keep up to ${data.max}. Each needs a Nigerian mobile number: the link goes by text.`}
            </p>
          </Card>
          <Card>
            <NightSwitch
              on={data.nightAutoShare}
              hours={data.nightHours}
              hasContacts={data.contacts.length > 0}
            />
          </Card>
          <Card>
            <h2 className="font-semibold text-ink">Try SOS</h2>
            <p className="mt-1 mb-3 text-sm text-ink-muted">
              Every trip screen has an SOS button: admins are alerted at once and your contacts get your
              trip's link. Practise it here: you see the same screens, and nobody is alerted.
            </p>
            <SosButton practice />
          </Card>
        </div>
      )}
      <ContactFormDialog
        open={editing !== null}
        contact={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <RemoveContactDialog contact={removing} onClose={() => setRemoving(null)} />
    </PageFrame>
  );
}

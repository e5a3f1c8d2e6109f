import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ChevronRightIcon, InboxIcon, LockIcon, MailIcon, TrashIcon } from "../../components/app-icons.tsx";
import { ShieldCheckIcon } from "../../components/icons.tsx";
import { dashboardPaths, paths } from "../../config/paths.ts";
import { NewMessageDialog } from "../support/index.ts";
import { DeleteAccountDialog } from "./components/delete-account-dialog.tsx";
import { PageFrame } from "./components/page-frame.tsx";

const ROW =
  "flex min-h-16 w-full items-center gap-4 px-5 text-left transition hover:bg-surface focus-visible:-outline-offset-2";

/** /dashboard/settings: Change password, Trusted contacts, Contact us, Support messages, Delete account. */
export default function SettingsPage() {
  const [dialog, setDialog] = useState<"contact" | "delete" | null>(null);
  const close = () => setDialog(null);
  return (
    <PageFrame title="Setting" subtitle="Manage your password, get help, or close your account.">
      <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
        <li>
          <Link to={paths.password} className={ROW}>
            <RowContent
              icon={<LockIcon />}
              title="Change password"
              text="Update the password you log in with"
            />
          </Link>
        </li>
        <li>
          <Link to={dashboardPaths.trustedContacts} className={ROW}>
            <RowContent
              icon={<ShieldCheckIcon />}
              title="Trusted contacts"
              text="Who can follow your rides, and night-ride texts"
            />
          </Link>
        </li>
        <li>
          <button type="button" className={ROW} onClick={() => setDialog("contact")}>
            <RowContent
              icon={<MailIcon />}
              title="Contact us"
              text="Questions, feedback or a problem with a ride"
            />
          </button>
        </li>
        <li>
          <Link to={dashboardPaths.support} className={ROW}>
            <RowContent
              icon={<InboxIcon />}
              title="Support messages"
              text="Your messages to us and our answers"
            />
          </Link>
        </li>
        <li>
          <button type="button" className={ROW} onClick={() => setDialog("delete")}>
            <RowContent
              danger
              icon={<TrashIcon />}
              title="Delete account"
              text="Remove your account and sign out everywhere"
            />
          </button>
        </li>
      </ul>
      <NewMessageDialog open={dialog === "contact"} onClose={close} />
      <DeleteAccountDialog open={dialog === "delete"} onClose={close} />
    </PageFrame>
  );
}

function RowContent({
  icon,
  title,
  text,
  danger,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  danger?: boolean;
}) {
  return (
    <>
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${
          danger ? "bg-red-50 text-danger" : "bg-brand-50 text-brand-700"
        }`}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1 py-3">
        <span className={`block font-semibold ${danger ? "text-danger" : "text-ink"}`}>{title}</span>
        <span className="block text-sm text-ink-muted">{text}</span>
      </span>
      <ChevronRightIcon className="size-4 shrink-0 text-ink-muted" />
    </>
  );
}

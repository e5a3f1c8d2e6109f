import type { PublicUser } from "@campusgo/domain";
import { useId, useState } from "react";
import { ChevronDownIcon } from "../../../components/app-icons.tsx";
import { Avatar } from "../../../components/avatar.tsx";
import { ProfileDrawer } from "./profile-drawer.tsx";

/** The avatar and caret of the top bar; they open the profile drawer. */
export function ProfileMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open profile menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        className="flex min-h-11 items-center gap-1 rounded-full py-0.5 pr-1.5 pl-0.5 transition hover:bg-surface"
      >
        <Avatar
          variant="decorative"
          name={user.fullName}
          src={user.profileImage}
          className="size-10 text-sm"
        />
        <ChevronDownIcon className="size-4 text-ink-muted" />
      </button>
      <ProfileDrawer id={drawerId} user={user} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

import type { PublicUser } from "@campusgo/domain";
import { LAYOUT, LIMITS } from "@campusgo/domain/constants";
import { useEffect, useId, useRef } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import {
  CameraIcon,
  ChevronRightIcon,
  CloseIcon,
  LogoutIcon,
  PencilIcon,
  SettingsIcon,
  WalletIcon,
} from "../../../components/app-icons.tsx";
import { Avatar } from "../../../components/avatar.tsx";
import { EmailAddress } from "../../../components/email-address.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { dashboardPaths, paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLogout } from "../../auth/index.ts";
import { useUploadAvatar } from "../api/upload-avatar.ts";

const AVATAR_TYPES = ["image/jpeg", "image/png"];
const AVATAR_RULE = "Please choose a JPG or PNG image of at most 5 MB";

interface ProfileDrawerProps {
  id: string;
  user: PublicUser;
  open: boolean;
  onClose: () => void;
}

/** The right-hand drawer (229 px) with the user's name, e-mail, picture change, links and Log out. */
export function ProfileDrawer({ id, user, open, onClose }: ProfileDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fileId = useId();
  const navigate = useNavigate();
  const logout = useLogout();
  const upload = useUploadAvatar();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type) || file.size > LIMITS.kycMaxImageBytes) {
      toast.error(AVATAR_RULE);
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const onLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        onClose();
        navigate(paths.login, { replace: true });
      },
    });
  };

  const item =
    "flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold text-ink transition hover:bg-surface";

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does the same from the keyboard
    <dialog
      id={id}
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      style={{ width: LAYOUT.profileDrawerWidthPx }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none max-w-none bg-white p-0 text-ink shadow-2xl transition-transform duration-200 backdrop:bg-ink/40 starting:open:translate-x-full"
      data-testid="profile-drawer"
    >
      {open ? (
        <div className="flex h-full flex-col px-4 pt-3 pb-5">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onClose}
              aria-label="Close profile menu"
              className="flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="flex flex-col items-center text-center">
            <div className="relative">
              <Avatar
                variant="decorative"
                name={user.fullName}
                src={user.profileImage}
                className="size-20 text-2xl"
              />
              {upload.isPending ? (
                <span className="absolute inset-0 flex items-center justify-center rounded-full bg-ink/50 text-white">
                  <Spinner />
                </span>
              ) : null}
            </div>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png"
              className="peer sr-only"
              onChange={onPick}
              disabled={upload.isPending}
            />
            <label
              htmlFor={fileId}
              className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
            >
              <CameraIcon className="size-4" />
              Change picture
            </label>
            <h2 id={titleId} className="mt-2 w-full font-display text-lg leading-tight font-bold break-words">
              {user.fullName}
            </h2>
            <p className="w-full text-sm text-ink-muted">
              <EmailAddress email={user.email} />
            </p>
          </div>
          <nav aria-label="Account" className="mt-6 flex flex-col gap-1">
            {user.role === "passenger" ? (
              <Link to={dashboardPaths.wallet} onClick={onClose} className={item}>
                <WalletIcon className="size-5 text-brand-700" />
                <span className="flex-1">Wallet</span>
                <ChevronRightIcon className="size-4 text-ink-muted" />
              </Link>
            ) : null}
            <Link to={dashboardPaths.editProfile} onClick={onClose} className={item}>
              <PencilIcon className="size-5 text-brand-700" />
              <span className="flex-1">Edit profile</span>
              <ChevronRightIcon className="size-4 text-ink-muted" />
            </Link>
            <Link to={dashboardPaths.settings} onClick={onClose} className={item}>
              <SettingsIcon className="size-5 text-brand-700" />
              <span className="flex-1">Setting</span>
              <ChevronRightIcon className="size-4 text-ink-muted" />
            </Link>
          </nav>
          <button
            type="button"
            onClick={onLogout}
            disabled={logout.isPending}
            className="mt-auto flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold text-danger hover:bg-red-50"
          >
            {logout.isPending ? <Spinner /> : <LogoutIcon />}
            Log out
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

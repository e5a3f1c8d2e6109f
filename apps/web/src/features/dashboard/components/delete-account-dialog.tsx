import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { TrashIcon } from "../../../components/app-icons.tsx";
import { PasswordField, TextField } from "../../../components/form/index.ts";
import { IconBadge } from "../../../components/icon-badge.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { clearCurrentUser, setLeaving } from "../../../lib/current-user.ts";
import type { HomeNotice } from "../../../lib/home-notice.ts";
import { useDeleteAccount } from "../api/delete-account.ts";

const CONFIRM_WORD = "DELETE";

/** Delete account: the password again (or the word DELETE for Google-only accounts), then signed out to /. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [noPassword, setNoPassword] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setValue("");
    setError(undefined);
    setNoPassword(false);
    onClose();
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (noPassword ? value.trim() !== CONFIRM_WORD : value.length === 0) {
      setError(noPassword ? `Type ${CONFIRM_WORD} to confirm` : "Please enter your password");
      return;
    }
    setError(undefined);
    setLeaving(true);
    remove.mutate(noPassword ? { confirm: CONFIRM_WORD } : { password: value }, {
      onSuccess: async (answer) => {
        // Home says it (the landing page has no toasts); the user is forgotten once the signed-in screens are left.
        const state: HomeNotice = { notice: answer.message };
        await navigate(paths.home, { replace: true, state });
        clearCurrentUser();
        queryClient.clear();
      },
      onError: (err) => {
        setLeaving(false);
        setError(errorMessage(err));
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Delete your account?"
      icon={
        <IconBadge tone="danger">
          <TrashIcon className="size-7" />
        </IconBadge>
      }
    >
      <p className="text-ink-muted">
        This removes your profile, picture and saved details and signs you out everywhere. It cannot be
        undone.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-3 text-left">
        {noPassword ? (
          <TextField
            label={`Type ${CONFIRM_WORD} to confirm`}
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
          />
        ) : (
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
          />
        )}
        <button
          type="button"
          className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline min-h-11"
          onClick={() => {
            setNoPassword((v) => !v);
            setValue("");
            setError(undefined);
          }}
        >
          {noPassword ? "Use my password instead" : "I signed up with Google and have no password"}
        </button>
        <button
          type="submit"
          disabled={remove.isPending}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-danger px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:opacity-50"
        >
          {remove.isPending ? <Spinner /> : null}
          Delete my account
        </button>
        <button type="button" className="btn-outline" onClick={close}>
          Keep my account
        </button>
      </form>
    </Modal>
  );
}

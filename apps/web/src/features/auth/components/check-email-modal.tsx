import { TIMINGS } from "@campusgo/domain/constants";
import { useEffect, useId } from "react";
import toast from "react-hot-toast";
import { MailIcon } from "../../../components/app-icons.tsx";
import { IconBadge } from "../../../components/icon-badge.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatCountdown } from "../../../lib/format-countdown.ts";
import { useResendActivation } from "../api/resend-activation.ts";
import { retryAfterMs } from "../lib/retry-after.ts";
import { useCountdown } from "../lib/use-countdown.ts";

interface CheckEmailModalProps {
  /** The address the link went to; null keeps the modal closed. */
  email: string | null;
  onClose: () => void;
}

/** "Check Your Email" after sign-up: Resend unlocks after a 3-minute countdown shown as m:ss (SPEC 2.5). */
export function CheckEmailModal({ email, onClose }: CheckEmailModalProps) {
  const countdown = useCountdown();
  const resend = useResendActivation();
  const { start } = countdown;
  const countdownId = useId();

  useEffect(() => {
    if (email) start(TIMINGS.resendCountdownMs);
  }, [email, start]);

  const onResend = () => {
    if (!email) return;
    resend.mutate(email, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        start(TIMINGS.resendCountdownMs);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        const wait = retryAfterMs(error);
        if (wait) start(wait);
      },
    });
  };

  return (
    <Modal
      open={email !== null}
      title="Check Your Email"
      onClose={onClose}
      icon={
        <IconBadge tone="brand">
          <MailIcon className="size-[30px]" />
        </IconBadge>
      }
    >
      <p className="text-ink-muted">
        We sent a verification link to <strong className="break-all text-ink">{email}</strong>. Open it to
        activate your account.
      </p>
      <p className="text-sm text-ink-muted">Can't find it? Look in your spam folder.</p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <button
          type="button"
          className="btn-outline w-full"
          onClick={onResend}
          disabled={countdown.running || resend.isPending}
          aria-describedby={countdownId}
        >
          {resend.isPending ? <Spinner /> : null}
          Resend
        </button>
        <p id={countdownId} className="min-h-5 text-sm text-ink-muted">
          {countdown.running ? (
            <>
              You can resend in{" "}
              <span className="font-semibold text-ink tabular-nums" data-testid="resend-countdown">
                {formatCountdown(countdown.remainingMs)}
              </span>
            </>
          ) : (
            "Didn't get it? You can resend the link now."
          )}
        </p>
        <button type="button" className="btn-primary w-full" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}

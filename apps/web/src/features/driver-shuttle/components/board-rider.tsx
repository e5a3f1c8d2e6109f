import type { ManifestSeat } from "@campusgo/domain";
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { CheckIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useBoardSeat } from "../api/board-seat.ts";

const CODE_LENGTH = 6;
const CODE_HINT = "Enter the rider's 6-digit code";

/**
 * One rider getting on at a stop: where they get off, and "Board", which opens a small form for the 6-digit code
 * the rider reads from their phone. Only the server checks the code (and that the bus is at the rider's stop); its
 * refusal shows under the field. A boarded rider shows as Boarded.
 */
export function BoardRider({ runId, seat }: { runId: string; seat: ManifestSeat }) {
  const id = useId();
  const board = useBoardSeat();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const boarded = seat.status === "boarded";

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setCode("");
    setError(null);
  };

  const submit = () => {
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setError(CODE_HINT);
      return;
    }
    setError(null);
    board.mutate(
      { runId, seatId: seat.id, code },
      {
        onSuccess: ({ message }) => {
          toast.success(`${message}: ${seat.riderFirstName}`);
          close();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <li className="rounded-2xl bg-surface px-3 py-2" aria-label={`${seat.riderFirstName} to ${seat.to.name}`}>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block font-semibold break-words text-ink">{seat.riderFirstName}</span>
          <span className="block text-sm break-words text-ink-muted">to {seat.to.name}</span>
        </p>
        {boarded ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-bold text-brand-800">
            <CheckIcon className="size-4" />
            Boarded
          </span>
        ) : open ? null : (
          <button
            type="button"
            className="btn-outline min-h-10 shrink-0 px-4 py-1.5"
            onClick={() => setOpen(true)}
          >
            Board<span className="sr-only"> {seat.riderFirstName}</span>
          </button>
        )}
      </div>
      {open && !boarded ? (
        <form
          className="mt-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-semibold text-ink">
            {seat.riderFirstName}'s boarding code
          </label>
          <div className="flex max-w-sm gap-2">
            <input
              ref={input}
              id={`${id}-code`}
              className="input min-w-0 flex-1 px-2 text-center font-display text-xl tracking-[0.3em]"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              placeholder="000000"
              value={code}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
            />
            <button type="submit" className="btn-primary shrink-0 px-4" disabled={board.isPending}>
              {board.isPending ? <Spinner className="size-4" /> : null}
              Board
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="field-error font-semibold" role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className="mt-1 min-h-10 text-sm font-semibold text-ink-muted underline-offset-2 hover:underline"
            onClick={close}
          >
            Cancel
          </button>
        </form>
      ) : null}
    </li>
  );
}

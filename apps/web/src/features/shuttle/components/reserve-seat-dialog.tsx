import {
  formatNaira,
  type SeatView,
  type ShuttleLineView,
  type ShuttleStopView,
  shuttleFareKobo,
} from "@campusgo/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { BusIcon, WalletIcon } from "../../../components/app-icons.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useWallet, walletPath } from "../../payments/index.ts";
import { useReserveSeat } from "../api/seats.ts";
import { arrivalWords, seatsLeftWords } from "../lib/board-words.ts";
import { type ComingBus, stopsAfter, topUpForFare } from "../lib/seats.ts";
import { SeatCard } from "./seat-card.tsx";

interface ReserveSeatDialogProps {
  line: ShuttleLineView;
  /** Where the rider gets on. */
  from: ShuttleStopView;
  /** The buses coming to it, soonest first (read live). */
  buses: readonly ComingBus[];
  open: boolean;
  onClose: () => void;
}

/** "Bus ENU-731-SB · 3 min · 5 seats left" */
const busWords = (bus: ComingBus) =>
  `${bus.plateNumber ? `Bus ${bus.plateNumber}` : `${bus.driverFirstName}'s bus`} · ${arrivalWords(bus.arrival)} · ${seatsLeftWords(bus.arrival.seatsLeft)}`;

/**
 * Reserve a seat on a bus coming to the rider's stop: the bus (its plate and countdown), where to get off (the
 * stops after this one), the fare from the wallet and the balance (a top-up when it is short), then Reserve. Once
 * reserved, the seat with its boarding code.
 */
export function ReserveSeatDialog({ line, from, buses, open, onClose }: ReserveSeatDialogProps) {
  const reserve = useReserveSeat();
  const [seat, setSeat] = useState<SeatView | null>(null);

  const close = () => {
    setSeat(null);
    reserve.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={reserve.isPending ? undefined : close}
      title={seat ? "Seat reserved" : "Reserve a seat"}
      layout="panel"
    >
      {seat ? (
        <div>
          <p className="mb-3 text-sm text-ink" role="status">
            Your seat is reserved and the fare is paid from your wallet.
          </p>
          <SeatCard seat={seat} canCancel={false} />
          <button type="button" className="btn-primary mt-4 w-full" onClick={close}>
            Done
          </button>
        </div>
      ) : (
        <ReserveForm
          line={line}
          from={from}
          buses={buses}
          pending={reserve.isPending}
          error={reserve.isError ? errorMessage(reserve.error) : null}
          onReserve={(input) => reserve.mutate(input, { onSuccess: (answer) => setSeat(answer.data) })}
          onCancel={close}
        />
      )}
    </Modal>
  );
}

interface ReserveFormProps {
  line: ShuttleLineView;
  from: ShuttleStopView;
  buses: readonly ComingBus[];
  pending: boolean;
  error: string | null;
  onReserve: (input: { runId: string; fromStopId: string; toStopId: string }) => void;
  onCancel: () => void;
}

function ReserveForm({ line, from, buses, pending, error, onReserve, onCancel }: ReserveFormProps) {
  const busId = useId();
  const toId = useId();
  const noteId = useId();
  const wallet = useWallet();
  const after = stopsAfter(line.stops, from.id);
  const [runId, setRunId] = useState<string | null>(buses[0]?.runId ?? null);
  const [toStopId, setToStopId] = useState<string>(after[0]?.id ?? "");
  const bus = buses.find((b) => b.runId === runId) ?? null;
  const fare = toStopId ? shuttleFareKobo(line, from.id, toStopId) : null;
  const balance = wallet.data?.balanceKobo;
  const topUp =
    wallet.data && fare !== null
      ? topUpForFare(fare, wallet.data.balanceKobo, wallet.data.topUpMinKobo)
      : null;
  const short = topUp !== null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (bus && toStopId) onReserve({ runId: bus.runId, fromStopId: from.id, toStopId });
      }}
    >
      <p className="text-sm text-ink-muted">
        On <span className="font-semibold text-ink">{line.name}</span>, getting on at{" "}
        <span className="font-semibold text-ink">{from.name}</span>.
      </p>

      {buses.length > 1 ? (
        <div className="mt-4">
          <label htmlFor={busId} className="text-sm font-semibold text-ink">
            Bus
          </label>
          <select
            id={busId}
            className="input mt-1 w-full"
            value={runId ?? ""}
            onChange={(event) => setRunId(event.target.value || null)}
          >
            {buses.map((b) => (
              <option key={b.runId} value={b.runId}>
                {busWords(b)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {bus ? (
        <div className="mt-4 flex items-center gap-3 rounded-2xl bg-surface px-4 py-3" data-testid="seat-bus">
          <BusIcon className="size-6 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">
              {bus.plateNumber ? `Bus ${bus.plateNumber}` : "Bus"}
              <span className="font-normal text-ink-muted"> · {bus.driverFirstName}</span>
            </p>
            <p className="text-sm text-ink-muted">
              {bus.arrival.state === "live" && bus.arrival.inS !== null
                ? arrivalWords(bus.arrival) === "Due"
                  ? `Due at ${from.name} now`
                  : `At ${from.name} in ${arrivalWords(bus.arrival)}`
                : arrivalWords(bus.arrival)}
              {` · ${seatsLeftWords(bus.arrival.seatsLeft)}`}
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger" role="alert">
          This bus is no longer coming to {from.name}. Close this and choose the next bus.
        </p>
      )}

      <div className="mt-4">
        <label htmlFor={toId} className="text-sm font-semibold text-ink">
          Get off at
        </label>
        <select
          id={toId}
          className="input mt-1 w-full"
          value={toStopId}
          onChange={(event) => setToStopId(event.target.value)}
        >
          {after.map((stop) => (
            <option key={stop.id} value={stop.id}>
              {stop.name}
            </option>
          ))}
        </select>
      </div>

      <dl className="mt-4 space-y-1 rounded-2xl border border-line px-4 py-3 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-muted">Fare</dt>
          <dd className="font-display text-lg font-bold text-ink" data-testid="seat-fare">
            {fare === null ? "—" : `${formatNaira(fare)} from your wallet`}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="inline-flex items-center gap-1.5 text-ink-muted">
            <WalletIcon className="size-4" />
            Wallet balance
          </dt>
          <dd className="font-semibold text-ink" data-testid="wallet-balance">
            {balance === undefined
              ? wallet.isError
                ? "Could not be read"
                : "Checking…"
              : formatNaira(balance)}
          </dd>
        </div>
      </dl>
      {short ? (
        <div className="mt-3 rounded-2xl bg-keke-100 px-4 py-3 text-sm text-ink">
          <p id={noteId}>Your wallet balance is too low for this fare.</p>
          <Link to={walletPath(topUp)} className="btn-accent mt-2 w-full">
            Top up {formatNaira(topUp)}
          </Link>
        </div>
      ) : null}
      {error ? (
        <p className="mt-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}

      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className="btn-outline" onClick={onCancel} disabled={pending}>
          Not now
        </button>
        <button
          type="submit"
          className="btn-primary"
          disabled={pending || !bus || !toStopId || short}
          aria-describedby={short ? noteId : undefined}
        >
          {pending ? <Spinner bold className="size-4" /> : null}
          {fare === null ? "Reserve" : `Reserve for ${formatNaira(fare)}`}
        </button>
      </div>
    </form>
  );
}

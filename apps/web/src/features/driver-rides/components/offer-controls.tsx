import { formatNaira } from "@campusgo/domain/money";
import { Spinner } from "../../../components/spinner.tsx";
import type { OfferForm } from "../hooks/use-offer-form.ts";

/**
 * A request card's price controls: "Offer ₦X" at the asked price, and a counter-offer in naira beside it; the
 * error of either below. `id` prefixes the fields' ids (one per card).
 */
export function OfferControls({ id, askedKobo, form }: { id: string; askedKobo: number; form: OfferForm }) {
  const { send, error, pending } = form;
  return (
    <>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <button type="button" className="btn-primary sm:flex-1" disabled={pending} onClick={() => send()}>
          {pending ? <Spinner className="size-4" /> : null}
          Offer {formatNaira(askedKobo)}
        </button>
        <CounterOffer id={id} form={form} className="sm:flex-1" />
      </div>
      <OfferError id={id} error={error} />
    </>
  );
}

/** The counter-offer: a price in naira and its button (Enter sends it too). */
export function CounterOffer({
  id,
  form,
  className = "",
}: {
  id: string;
  form: OfferForm;
  className?: string;
}) {
  const { sendCounter, counter, setCounter, error, pending } = form;
  return (
    <div className={`flex gap-2 ${className}`}>
      <label htmlFor={`${id}-counter`} className="sr-only">
        Your price in naira
      </label>
      <div className="relative min-w-0 flex-1">
        <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted">
          ₦
        </span>
        <input
          id={`${id}-counter`}
          inputMode="decimal"
          className="input pl-7"
          placeholder="Your price"
          value={counter}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCounter(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") sendCounter();
          }}
        />
      </div>
      <button type="button" className="btn-outline shrink-0 px-4" disabled={pending} onClick={sendCounter}>
        Counter
      </button>
    </div>
  );
}

/** The refusal of an offer or a counter-offer, under the controls (the counter field names it). */
export function OfferError({ id, error }: { id: string; error: string | undefined | null }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

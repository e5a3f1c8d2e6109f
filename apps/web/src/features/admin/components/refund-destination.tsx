import type { RefundDestination } from "../admin-types.ts";

/**
 * Where a refund goes: the rider's CampusGo wallet, or back to the card or bank when the trip was paid through
 * the gateway (a trip paid from the wallet can only be refunded to it).
 */
export function RefundDestinationField({
  name,
  value,
  onChange,
  cardRefundable,
}: {
  name: string;
  value: RefundDestination;
  onChange: (destination: RefundDestination) => void;
  cardRefundable: boolean;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Refund to</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Choice
          name={name}
          checked={value === "wallet"}
          onChange={() => onChange("wallet")}
          label="CampusGo wallet"
          hint="At once; the rider can spend it on the next trip."
        />
        <Choice
          name={name}
          checked={value === "card"}
          onChange={() => onChange("card")}
          disabled={!cardRefundable}
          label="Card or bank"
          hint={
            cardRefundable
              ? "Back through the gateway; the bank may take a few days."
              : "Paid from the wallet: refund it to the wallet."
          }
        />
      </div>
    </fieldset>
  );
}

function Choice({
  name,
  checked,
  onChange,
  disabled = false,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  label: string;
  hint: string;
}) {
  return (
    <label
      className={`flex gap-3 rounded-xl border p-3 text-sm ${
        checked ? "border-brand-600 bg-brand-50" : "border-line bg-white"
      } ${disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="mt-0.5 size-4 accent-brand-700"
      />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-ink-muted">{hint}</span>
      </span>
    </label>
  );
}

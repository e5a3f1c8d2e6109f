import { type RefundPreviewInput, refundPreview } from "../refund-preview.ts";

/**
 * Before an admin confirms a refund: what it takes from the commission, from what is held of the trip and from
 * the driver's earnings, and what the driver is left with (or owes). Read out as it changes; empty while no valid
 * amount is entered.
 */
export function RefundPreview({ input }: { input: RefundPreviewInput | null }) {
  return (
    <div aria-live="polite" data-testid="refund-preview">
      {input && input.refundKobo > 0 ? (
        <p className="rounded-xl border border-keke-300 bg-keke-100 p-3 text-sm text-ink">
          {refundPreview(input)}
        </p>
      ) : null}
    </div>
  );
}

import { ReceiptCard } from "../../payments/index.ts";
import { useDeliveryReceipt } from "../api/get-receipt.ts";
import type { Delivery } from "../api/types.ts";

/** Once the delivery is paid: its receipt (GET /payments/trips/:id/receipt). */
export function DeliveryReceipt({ delivery }: { delivery: Delivery }) {
  const paid = delivery.payment?.status === "paid";
  const receipt = useDeliveryReceipt(delivery.id, paid);
  if (!paid) return null;
  return <ReceiptCard receipt={receipt.data} pending={receipt.isPending} />;
}

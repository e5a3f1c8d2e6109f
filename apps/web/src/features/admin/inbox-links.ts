import type { AdminRight, InboxItem, InboxKind } from "@campusgo/domain";
import { adminPaths } from "../../config/paths.ts";

/** The rights whose screens handle each kind (the API's, decision 35): others see the item and its timeline. */
export const INBOX_SCREEN_RIGHTS: Record<InboxKind, readonly AdminRight[]> = {
  support: ["support"],
  payment_report: ["finance"],
  flagged_trip: ["support", "finance"],
  delivery_dispute: ["support", "finance"],
  sos: ["support", "operations"],
  trip_check: ["support", "operations"],
};

/** Where an inbox item is handled: its own screen, and its trip's timeline when it has a trip. */
export function inboxLinks(item: InboxItem): {
  open: { to: string; label: string };
  timeline: string | null;
} {
  const timeline = item.trip ? adminPaths.tripTimeline(item.trip.id, item.trip.kind) : null;
  switch (item.kind) {
    case "support":
      return { open: { to: adminPaths.support(item.id), label: "Open conversation" }, timeline };
    case "payment_report":
      return { open: { to: adminPaths.reports, label: "Open reports" }, timeline };
    case "flagged_trip":
      return { open: { to: adminPaths.reviews, label: "Open trips to review" }, timeline };
    case "delivery_dispute":
      return { open: { to: adminPaths.disputes, label: "Open disputes" }, timeline };
    case "sos":
      return { open: { to: adminPaths.sos, label: "Open SOS" }, timeline };
    case "trip_check":
      return { open: { to: adminPaths.tripChecks, label: "Open trip checks" }, timeline };
  }
}

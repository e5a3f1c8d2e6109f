import type { ReactNode } from "react";

/**
 * Requests of another kind of trip (parcels to carry) shown in the same list as the ride requests: their cards
 * (`<li>`s) that match the search, how many those are, and how many there are in all.
 */
export interface OtherRequests {
  items: ReactNode;
  shown: number;
  total: number;
}

/** Ride distances and times moved to the shared formatters; kept so older imports still resolve. */
export { formatAway, formatDistance, formatMinutes, formatRadius, NEAR_M } from "../format/distance.ts";

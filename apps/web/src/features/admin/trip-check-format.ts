import { type AdminTripCheckView, formatDistance } from "@campusgo/domain";

/** The checks the banner raises: nobody answered, and the vehicle is still off its way or standing still. */
export const waitingChecks = (unanswered: readonly AdminTripCheckView[]): AdminTripCheckView[] =>
  unanswered.filter((c) => c.status === "unanswered" && c.endedAt === null);

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** "off the route by 900m" or "stopped for 4 min". */
function what(check: AdminTripCheckView): string {
  if (check.kind === "off_route") {
    return check.distanceM === null ? "off the route" : `off the route by ${formatDistance(check.distanceM)}`;
  }
  return check.stoppedS === null ? "stopped" : `stopped for ${minutes(check.stoppedS)} min`;
}

/** "Rider did not answer 'Are you OK?'" (a delivery's sender is asked on a delivery). */
export const tripCheckAlertTitle = (check: Pick<AdminTripCheckView, "tripKind">): string =>
  `${check.tripKind === "ride" ? "Rider" : "Sender"} did not answer 'Are you OK?'`;

/** "Ada Okafor on a ride, Odenigwe to Main gate: off the route by 900m". */
export function tripCheckAlertLine(check: AdminTripCheckView): string {
  const trip = check.tripKind === "ride" ? "a ride" : "a delivery";
  const places = check.from && check.to ? `, ${check.from} to ${check.to}` : "";
  return `${check.traveller.name} on ${trip}${places}: ${what(check)}`;
}

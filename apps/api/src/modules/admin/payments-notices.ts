import { formatDate, formatNaira, type RefundDestination, type ReportAction } from "@campusgo/domain";
import type { NewNotification } from "../notifications/repo.ts";

/** The trip a notice is about, as riders and drivers recognise it. */
export interface TripLabel {
  rideId: string;
  pickupName: string;
  destName: string;
  at: Date;
}

const tripOf = (trip: TripLabel) =>
  `your trip from ${trip.pickupName} to ${trip.destName} on ${formatDate(trip.at)}`;
const bookingLink = (rideId: string) => `/dashboard/my-bookings/${encodeURIComponent(rideId)}`;

/** The rider's notice of a refund an admin made. */
export function refundNotice(
  trip: TripLabel,
  amountKobo: number,
  destination: RefundDestination,
  reason: string,
): NewNotification {
  const to =
    destination === "wallet"
      ? "to your CampusGo wallet. You can use it for your next trips."
      : "back to your card. Your bank may take a few days to show it.";
  return {
    kind: "payment.refund",
    title: `Refund of ${formatNaira(amountKobo)}`,
    body: `We refunded ${formatNaira(amountKobo)} of ${tripOf(trip)} ${to} Reason: ${reason}`,
    link: bookingLink(trip.rideId),
  };
}

/** What the rider who reported a driver hears of the outcome. */
export function reportOutcomeForRider(trip: TripLabel, action: ReportAction): NewNotification {
  const outcomes: Record<ReportAction, { title: string; body: string }> = {
    warn: {
      title: "We warned the driver",
      body: `Thank you for reporting ${tripOf(trip)}. We warned the driver: every payment stays on CampusGo.`,
    },
    suspend: {
      title: "The driver is suspended",
      body: `Thank you for reporting ${tripOf(trip)}. The driver is suspended and cannot take rides.`,
    },
    dismiss: {
      title: "We found no breach",
      body: `We looked into your report of ${tripOf(trip)} and found no breach of the payment rules. Thank you for telling us.`,
    },
  };
  return { kind: `payment.report.${action}`, ...outcomes[action], link: bookingLink(trip.rideId) };
}

const driverTrip = (trip: TripLabel) =>
  `the trip from ${trip.pickupName} to ${trip.destName} on ${formatDate(trip.at)}`;

/** What the reported driver hears: a warning, or the suspension (nothing when the report is dismissed). */
export function reportOutcomeForDriver(
  trip: TripLabel,
  action: Exclude<ReportAction, "dismiss">,
): NewNotification {
  if (action === "warn") {
    return {
      kind: "payment.report.warn",
      title: "A warning about payments",
      body: `A rider reported that you asked to be paid outside the app on ${driverTrip(trip)}. Every payment must stay on CampusGo: riders pay in the app, and you are paid from your earnings. Another report can lead to suspension.`,
      link: "/dashboard",
    };
  }
  return {
    kind: "payment.report.suspend",
    title: "Your account is suspended",
    body: `After a report that you asked a rider to pay outside the app on ${driverTrip(trip)}, your driver account is suspended: you cannot go online. Please contact CampusGo support if you think this is a mistake.`,
    link: "/dashboard",
  };
}

/** Why a driver is suspended after a report, as their dashboard and the e-mail say it. */
export function suspensionReason(trip: TripLabel): string {
  return `A rider reported that you asked to be paid outside the app on ${driverTrip(trip)}. Every payment must stay on CampusGo.`;
}

/** What a driver hears when an admin lifts their suspension. */
export function suspensionLiftedNotice(): NewNotification {
  return {
    kind: "payment.report.lifted",
    title: "Your suspension is lifted",
    body: "An admin lifted the suspension of your driver account: you can go online and take rides again. Every payment must stay on CampusGo.",
    link: "/dashboard",
  };
}

import { formatOnDay } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { type Ride, users } from "../../db/schema/index.ts";
import { type MailContent, rideNoticeMail } from "../../lib/mail/templates.ts";
import type { RideDeps } from "./deps.ts";

type Link = (path: string) => string;

/** The e-mails of a ride booked for later, for a rider who may not have the app open. */
export const riderMails = {
  noDriver: (ride: Ride) => (name: string, link: Link) =>
    rideNoticeMail(
      name,
      "No driver for your booked ride yet",
      [
        `Nobody has taken your ride from ${ride.pickupName} to ${ride.destName} ${formatOnDay(ride.scheduledAt)} yet.`,
        "You can search again now, search a wider area, or cancel the ride.",
      ],
      [
        { href: link(`/dashboard/looking-for?ride=${ride.id}`), label: "Search again or wider" },
        { href: link(`/dashboard/cancelled?ride=${ride.id}`), label: "Cancel the ride" },
      ],
    ),
  released: (ride: Ride) => (name: string, link: Link) =>
    rideNoticeMail(
      name,
      "We are finding you another driver",
      [
        `The driver booked for your ride to ${ride.destName} ${formatOnDay(ride.scheduledAt)} did not confirm in time.`,
        "We are asking other drivers now and will tell you as soon as one accepts.",
      ],
      [{ href: link(`/dashboard/looking-for?ride=${ride.id}`), label: "See your ride" }],
    ),
};

/** Mails the ride's rider (queued like every mail); a failure never fails the ride. */
export async function mailRider(
  deps: RideDeps,
  ride: Ride,
  mail: (name: string, link: Link) => MailContent,
): Promise<void> {
  try {
    const [rider] = await deps.db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, ride.riderId))
      .limit(1);
    if (!rider?.email) return;
    await deps.mailer.send({
      to: rider.email,
      ...mail(rider.fullName, (p) => `${deps.config.publicUrl}${p}`),
    });
  } catch (error) {
    deps.log.warn({ err: error, rideId: ride.id }, "ride mail failed");
  }
}

import { formatDate } from "@campusgo/domain";
import { type MailContent, rideNoticeMail } from "../../lib/mail/templates.ts";
import type { NewNotification } from "../notifications/repo.ts";

type Link = (path: string) => string;

/** What a rider or driver reads in the app when an admin suspends them. */
export function suspendedNotice(role: "passenger" | "driver", reason: string): NewNotification {
  const what =
    role === "driver" ? "you cannot go online or take rides" : "you cannot book rides, deliveries or seats";
  return {
    kind: "account.suspended",
    title: "Your account is suspended",
    body: `An admin suspended your account: ${what}. Why: ${reason} If you think this is a mistake, write to support from Settings.`,
    link: "/dashboard",
  };
}

/** What they read when an admin reinstates them. */
export function reinstatedNotice(role: "passenger" | "driver"): NewNotification {
  const what = role === "driver" ? "you can go online and take rides again" : "you can book again";
  return {
    kind: "account.reinstated",
    title: "Your account is active again",
    body: `An admin lifted the suspension of your account: ${what}.`,
    link: "/dashboard",
  };
}

/** The rider's e-mails (a driver gets the driver's, drivers/suspension.ts). */
export const riderSuspensionMails = {
  suspended:
    (reason: string, since: Date, supportEmail: string) =>
    (name: string, link: Link): MailContent =>
      rideNoticeMail(
        name,
        "Your CampusGo account is suspended",
        [
          `Your account is suspended since ${formatDate(since)}: you can still sign in, but you cannot book rides, deliveries or seats.`,
          `Why: ${reason}`,
          `If you think this is a mistake, write to ${supportEmail} and tell us your side. An admin will look at it and lift the suspension if it was wrong.`,
        ],
        [{ href: link("/dashboard"), label: "See your account" }],
      ),
  reinstated: () => (name: string, link: Link) =>
    rideNoticeMail(
      name,
      "Your CampusGo account is active again",
      ["An admin lifted the suspension of your account: you can book rides, deliveries and seats again."],
      [{ href: link("/dashboard"), label: "Book a ride" }],
    ),
};

import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { SmsInput } from "../../lib/sms.ts";

/**
 * The texts a driver gets when an admin decides about their account, beside the e-mail and the in-app notice:
 * short, plain, no links, each one GSM message (at most 160 GSM characters).
 */
export const DRIVER_SMS = {
  approved: {
    purpose: "driver.kyc.approved",
    text: "CampusGo: your driver account is approved. Open the app to go online.",
  },
  rejected: {
    purpose: "driver.kyc.rejected",
    text: "CampusGo: we could not approve your driver verification. Open the app to see why and update your details.",
  },
  suspended: {
    purpose: "driver.suspended",
    text: "CampusGo: your driver account is suspended and you cannot go online. We have e-mailed you why and how to appeal.",
  },
} as const;

export type DriverSms = (typeof DRIVER_SMS)[keyof typeof DRIVER_SMS];

export interface DriverSmsDeps {
  db: Db;
  sms: { send(input: SmsInput): Promise<string | null> };
  log: FastifyBaseLogger;
}

/**
 * Texts the driver at the phone number of their account, if they have one and the account still exists. A
 * failure is logged and never undoes the decision that sent it: the e-mail and the in-app notice carry it too.
 */
export async function textDriver(deps: DriverSmsDeps, driverId: string, message: DriverSms): Promise<void> {
  try {
    const [driver] = await deps.db
      .select({ phoneNumber: users.phoneNumber, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, driverId))
      .limit(1);
    if (!driver?.phoneNumber || driver.deletedAt) return;
    await deps.sms.send({ to: driver.phoneNumber, ...message });
  } catch (error) {
    deps.log.error({ err: error, driverId, purpose: message.purpose }, "driver sms failed");
  }
}

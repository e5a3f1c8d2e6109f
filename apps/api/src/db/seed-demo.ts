import { inArray } from "drizzle-orm";
import { hashPassword } from "../lib/password.ts";
import type { Db } from "./client.ts";
import { driverProfiles, users } from "./schema/index.ts";

export const DEMO_PASSWORD = "campusgo-demo";

export const DEMO_ACCOUNTS = [
  {
    role: "passenger",
    email: "rider@campusgo.demo",
    fullName: "Ada Rider",
    firstName: "Ada",
    lastName: "Rider",
    phoneNumber: "08000000001",
  },
  {
    role: "driver",
    email: "driver@campusgo.demo",
    fullName: "Chidi Driver",
    firstName: "Chidi",
    lastName: "Driver",
    phoneNumber: "08000000002",
    city: "Anambra",
  },
  {
    role: "admin",
    email: "admin@campusgo.demo",
    fullName: "Ngozi Admin",
    firstName: "Ngozi",
    lastName: "Admin",
    phoneNumber: "08000000003",
    adminRight: "super_admin",
  },
  {
    // A support agent: reads trips and people, answers support and SOS, and is refused money and suspensions.
    role: "admin",
    email: "support@campusgo.demo",
    fullName: "Amaka Support",
    firstName: "Amaka",
    lastName: "Support",
    phoneNumber: "08000000004",
    adminRight: "support",
  },
] as const;

/**
 * Adds the demo rider, driver (KYC approved, a Keke) and admin when they are missing; accounts that exist are
 * left as they are, so running it at every start is safe.
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.email === a.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    await db
      .insert(users)
      .values(missing.map((a) => ({ ...a, passwordHash, emailVerifiedAt: now })))
      .onConflictDoNothing();
  }
  const [driver] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ["driver@campusgo.demo"]));
  if (!driver) return;
  const now = new Date();
  await db
    .insert(driverProfiles)
    .values({
      userId: driver.id,
      kycStatus: "approved",
      kycStep: 4,
      meansOfIdentification: "NIN",
      documentId: "12345678901",
      dateOfBirth: "1995-04-12",
      vehicleType: "Keke",
      plateNumber: "ENU-245-KE",
      vehicleColor: "Yellow",
      numberOfSeats: 3,
      serviceArea: "Odenigwe",
      bankName: "First Bank",
      bankAccountNumber: "3012345678",
      bankAccountHolderName: "Chidi Driver",
      submittedAt: now,
      reviewedAt: now,
    })
    .onConflictDoNothing({ target: driverProfiles.userId });
}

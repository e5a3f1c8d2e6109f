import type { VehicleType } from "@campusgo/domain";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { driverProfiles, type User, users } from "../db/schema/index.ts";

interface FleetMember {
  firstName: string;
  lastName: string;
  vehicleType: VehicleType;
  color: string;
  seats: number;
}

/** The demo's simulated drivers: every ride type is served (Keke, Okada, Shuttle). */
const FLEET: readonly FleetMember[] = [
  { firstName: "Emeka", lastName: "Okafor", vehicleType: "Keke", color: "Yellow", seats: 3 },
  { firstName: "Ifeanyi", lastName: "Ugwu", vehicleType: "Motorcycle", color: "Red", seats: 1 },
  { firstName: "Amaka", lastName: "Odo", vehicleType: "Shuttle Bus", color: "White", seats: 14 },
  { firstName: "Ngozi", lastName: "Eze", vehicleType: "Keke", color: "Green", seats: 3 },
  { firstName: "Obinna", lastName: "Asogwa", vehicleType: "Motorcycle", color: "Black", seats: 1 },
  { firstName: "Kelechi", lastName: "Onah", vehicleType: "Car", color: "Silver", seats: 4 },
  { firstName: "Chukwudi", lastName: "Nnaji", vehicleType: "Keke", color: "Yellow", seats: 3 },
  { firstName: "Chioma", lastName: "Agu", vehicleType: "Regular Bus", color: "Blue", seats: 18 },
];

export const simulatedEmail = (n: number) => `sim-driver-${n}@campusgo.demo`;

/**
 * Adds the simulated drivers (activated, KYC approved) when missing; existing ones are kept as they are.
 * Returns them in fleet order.
 */
export async function seedFleet(db: Db, count: number): Promise<User[]> {
  const members = Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    m: FLEET[i % FLEET.length] as FleetMember,
  }));
  const now = new Date();
  await db
    .insert(users)
    .values(
      members.map(({ n, m }) => ({
        role: "driver" as const,
        fullName: `${m.firstName} ${m.lastName}${n > FLEET.length ? ` ${Math.ceil(n / FLEET.length)}` : ""}`,
        firstName: m.firstName,
        lastName: m.lastName,
        email: simulatedEmail(n),
        phoneNumber: `0809${String(n).padStart(7, "0")}`,
        city: "Anambra",
        emailVerifiedAt: now,
      })),
    )
    .onConflictDoNothing();
  const emails = members.map(({ n }) => simulatedEmail(n));
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((u) => [u.email, u]));
  const fleet: User[] = [];
  for (const { n, m } of members) {
    const user = byEmail.get(simulatedEmail(n));
    if (!user) continue;
    await db
      .insert(driverProfiles)
      .values({
        userId: user.id,
        kycStatus: "approved",
        kycStep: 4,
        meansOfIdentification: "NIN",
        documentId: String(10_000_000_000 + n),
        vehicleType: m.vehicleType,
        plateNumber: `NSK-${String(100 + n).padStart(3, "0")}-${m.vehicleType === "Motorcycle" ? "OK" : m.vehicleType === "Keke" ? "KE" : "SH"}`,
        vehicleColor: m.color,
        numberOfSeats: m.seats,
        serviceArea: "Odenigwe",
        bankName: "First Bank",
        bankAccountNumber: String(3_000_000_000 + n),
        bankAccountHolderName: user.fullName,
        submittedAt: now,
        reviewedAt: now,
      })
      .onConflictDoNothing({ target: driverProfiles.userId });
    // A demo driver stays approved even if someone changed it while playing.
    await db.update(driverProfiles).set({ kycStatus: "approved" }).where(eq(driverProfiles.userId, user.id));
    fleet.push(user);
  }
  return fleet;
}

import { CAMPUS_PLACES, type VehicleType } from "@campusgo/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  driverProfiles,
  shuttleLineDrivers,
  shuttleLines,
  shuttleStops,
  type User,
  users,
} from "../db/schema/index.ts";

/** The demo's two campus loops, each run by a simulated bus, so a newcomer sees live arrivals at once. */
export const DEMO_LINES = [
  {
    name: "Campus loop",
    colour: "#C0392B",
    slugs: [
      "main-gate",
      "ziks-flats",
      "mary-slessor-hall",
      "eni-njoku-hall",
      "hill-top",
      "odim-gate",
      "odenigwe",
    ],
    headwayMin: 15,
    flatFareKobo: 10_000,
    bus: { firstName: "Uche", lastName: "Nwafor", vehicleType: "Shuttle Bus" as VehicleType, seats: 14 },
  },
  {
    name: "Hostels loop",
    colour: "#2471A3",
    slugs: ["behind-flat", "bello-hall", "alvan-ikoku-hall", "peter-odili-hall", "hill-top", "odenigwe"],
    headwayMin: 20,
    flatFareKobo: 10_000,
    bus: { firstName: "Ebuka", lastName: "Ani", vehicleType: "Regular Bus" as VehicleType, seats: 18 },
  },
] as const;

export const simulatedBusEmail = (n: number) => `sim-bus-${n}@campusgo.demo`;

/**
 * Adds the demo lines and their simulated bus drivers when missing (a line an admin renamed or changed is left as
 * it is). Returns each line's id with its driver.
 */
export async function seedBusLines(db: Db, count: number): Promise<{ lineId: string; driver: User }[]> {
  const seeded: { lineId: string; driver: User }[] = [];
  for (const [i, demo] of DEMO_LINES.slice(0, count).entries()) {
    const n = i + 1;
    const now = new Date();
    await db
      .insert(users)
      .values({
        role: "driver",
        fullName: `${demo.bus.firstName} ${demo.bus.lastName}`,
        firstName: demo.bus.firstName,
        lastName: demo.bus.lastName,
        email: simulatedBusEmail(n),
        phoneNumber: `0808${String(n).padStart(7, "0")}`,
        city: "Enugu",
        emailVerifiedAt: now,
      })
      .onConflictDoNothing();
    const [driver] = await db
      .select()
      .from(users)
      .where(eq(users.email, simulatedBusEmail(n)));
    if (!driver) continue;
    await db
      .insert(driverProfiles)
      .values({
        userId: driver.id,
        kycStatus: "approved",
        kycStep: 4,
        vehicleType: demo.bus.vehicleType,
        plateNumber: `NSK-${String(500 + n)}-BS`,
        vehicleColor: "White",
        numberOfSeats: demo.bus.seats,
        serviceArea: "Odenigwe",
        submittedAt: now,
        reviewedAt: now,
      })
      .onConflictDoNothing({ target: driverProfiles.userId });
    let [line] = await db
      .select()
      .from(shuttleLines)
      .where(sql`lower(${shuttleLines.name}) = lower(${demo.name})`);
    if (!line) {
      [line] = await db
        .insert(shuttleLines)
        .values({
          name: demo.name,
          colour: demo.colour,
          loop: true,
          // All day: a newcomer trying the demo at night sees its buses run too (a line's hours refuse runs and
          // seats outside them).
          opensAt: "00:00",
          closesAt: "23:59",
          headwayMin: demo.headwayMin,
          flatFareKobo: demo.flatFareKobo,
        })
        .onConflictDoNothing()
        .returning();
      if (line) {
        const places = demo.slugs.map((slug) => CAMPUS_PLACES.find((p) => p.slug === slug));
        await db
          .insert(shuttleStops)
          .values(
            places.flatMap((p, position) =>
              p
                ? [{ lineId: (line as { id: string }).id, position, name: p.name, lat: p.lat, lon: p.lon }]
                : [],
            ),
          );
      }
    }
    if (!line) continue;
    await db
      .insert(shuttleLineDrivers)
      .values({ lineId: line.id, driverId: driver.id })
      .onConflictDoNothing();
    seeded.push({ lineId: line.id, driver });
  }
  return seeded;
}

/** The stops of lines, in order, by line. */
export async function stopsOf(db: Db, lineIds: string[]) {
  if (lineIds.length === 0) return new Map<string, { lat: number; lon: number; name: string }[]>();
  const rows = await db
    .select()
    .from(shuttleStops)
    .where(inArray(shuttleStops.lineId, lineIds))
    .orderBy(shuttleStops.lineId, shuttleStops.position);
  const byLine = new Map<string, { lat: number; lon: number; name: string }[]>();
  for (const row of rows) byLine.set(row.lineId, [...(byLine.get(row.lineId) ?? []), row]);
  return byLine;
}

import type { RideTypeId, VehicleType } from "../constants.ts";

/** Which vehicles serve which ride type. A Truck serves none. */
export const RIDE_TYPE_VEHICLES: Readonly<Record<RideTypeId, readonly VehicleType[]>> = {
  1: ["Keke"],
  2: ["Motorcycle"],
  3: ["Shuttle Bus", "Regular Bus", "Car"],
};

/** The ride type a vehicle serves, or null. */
export function rideTypeForVehicle(vehicle: string | null | undefined): RideTypeId | null {
  for (const [id, vehicles] of Object.entries(RIDE_TYPE_VEHICLES)) {
    if ((vehicles as readonly string[]).includes(vehicle ?? "")) return Number(id) as RideTypeId;
  }
  return null;
}

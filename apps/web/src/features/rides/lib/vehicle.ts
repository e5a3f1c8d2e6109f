interface VehicleLike {
  type: string;
  plateNumber: string | null;
  color: string | null;
}

/** "Keke · Yellow · ENU-123-AB" */
export function vehicleInfo(vehicle: VehicleLike | null | undefined): string {
  if (!vehicle) return "Vehicle details not given";
  return [vehicle.type, vehicle.color, vehicle.plateNumber].filter(Boolean).join(" · ");
}

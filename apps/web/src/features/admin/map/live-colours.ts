/** Each vehicle's colour on the live operations map and in its legend (no leaflet here: the page imports it). */
export const VEHICLE_COLOURS: Record<string, string> = {
  Keke: "#d99a00",
  Motorcycle: "#7b3fa0",
  Car: "#1565c0",
  "Shuttle Bus": "#0b6e4f",
  "Regular Bus": "#0b6e4f",
  Truck: "#5d4037",
};

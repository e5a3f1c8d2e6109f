interface VehicleLike {
  type: string | null;
  color?: string | null;
  plateNumber: string | null;
}

/**
 * "Keke · Yellow · ENU-482-KK" as text that wraps instead of being cut: the line breaks between its parts when
 * the screen is narrow, and the plate, what a rider checks at the roadside, is never cut or split.
 */
export function VehicleText({ vehicle }: { vehicle: VehicleLike | null | undefined }) {
  const parts = vehicle ? [vehicle.type, vehicle.color].filter(Boolean).join(" · ") : "";
  const plate = vehicle?.plateNumber ?? null;
  if (!parts && !plate) return <>Vehicle details not given</>;
  return (
    <>
      {parts}
      {parts && plate ? " · " : null}
      {plate ? (
        <span className="whitespace-nowrap" data-testid="plate-number">
          {plate}
        </span>
      ) : null}
    </>
  );
}

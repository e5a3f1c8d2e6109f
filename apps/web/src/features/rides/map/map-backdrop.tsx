import { CAMPUS_PLAN_SIZE, CAMPUS_PLAN_SRC } from "./campus-plan-picture.ts";

/**
 * What the map area shows until the map and its first tiles are drawn: a quiet land colour with the campus
 * plan drawn at build time (campus-plan-picture.ts). The dashboard's HTML shows the same, before any script.
 */
export function MapBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[#e9efe9] [background-image:linear-gradient(rgba(15,31,26,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(15,31,26,0.05)_1px,transparent_1px)] [background-size:48px_48px]"
    >
      <img
        src={CAMPUS_PLAN_SRC}
        alt=""
        width={CAMPUS_PLAN_SIZE.width}
        height={CAMPUS_PLAN_SIZE.height}
        fetchPriority="high"
        className="size-full object-contain"
      />
    </div>
  );
}

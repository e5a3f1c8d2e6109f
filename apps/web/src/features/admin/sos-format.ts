import type { AdminSosView } from "@campusgo/domain";

/** "4:07" or "1:02:09" since `from`. */
export function elapsed(from: string, now: number): string {
  const s = Math.max(0, Math.floor((now - new Date(from).getTime()) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

const ROLE_WORDS = { rider: "rider", sender: "sender", driver: "driver" } as const;

/** "Ride", "Delivery", or "Campus shuttle Red line, bus ENU-731-SB". */
export function sosTripLabel(sos: AdminSosView): string {
  if (sos.tripKind === "ride") return "Ride";
  if (sos.tripKind === "delivery") return "Delivery";
  const bus = sos.shuttle?.plate ? `, bus ${sos.shuttle.plate}` : "";
  return `Campus shuttle ${sos.shuttle?.lineName ?? ""}${bus}`;
}

/** "Ada Okafor (rider) on a ride, Odenigwe to Main gate"; "… (rider) on the campus shuttle Red line, bus ENU-731-SB". */
export function sosLine(sos: AdminSosView): string {
  if (sos.tripKind === "shuttle_run") {
    const bus = sos.shuttle?.plate ? `, bus ${sos.shuttle.plate}` : "";
    return `${sos.raisedBy.name} (${ROLE_WORDS[sos.raisedBy.role]}) on the campus shuttle ${sos.shuttle?.lineName ?? ""}${bus}`;
  }
  const trip = sos.tripKind === "ride" ? "a ride" : "a delivery";
  const places = sos.from && sos.to ? `, ${sos.from} to ${sos.to}` : "";
  return `${sos.raisedBy.name} (${ROLE_WORDS[sos.raisedBy.role]}) on ${trip}${places}`;
}

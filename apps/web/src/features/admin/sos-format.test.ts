import type { AdminSosView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { sosLine, sosTripLabel } from "./sos-format.ts";

const sos = (over: Partial<AdminSosView>): AdminSosView =>
  ({
    tripKind: "ride",
    from: "Odenigwe",
    to: "Main gate",
    raisedBy: { name: "Ada Okafor", role: "rider" },
    shuttle: null,
    ...over,
  }) as AdminSosView;

describe("an SOS in the admin's words", () => {
  it("names a ride or a delivery with its places", () => {
    expect(sosLine(sos({}))).toBe("Ada Okafor (rider) on a ride, Odenigwe to Main gate");
    expect(
      sosLine(sos({ tripKind: "delivery", raisedBy: { name: "Ada Okafor", role: "sender" } } as never)),
    ).toBe("Ada Okafor (sender) on a delivery, Odenigwe to Main gate");
    expect(sosTripLabel(sos({ tripKind: "delivery" }))).toBe("Delivery");
  });

  it("names a campus shuttle by its line and bus", () => {
    const onBus = sos({
      tripKind: "shuttle_run",
      from: "",
      to: "",
      shuttle: { lineName: "Red line", plate: "ENU-731-SB" },
    });
    expect(sosLine(onBus)).toBe("Ada Okafor (rider) on the campus shuttle Red line, bus ENU-731-SB");
    expect(sosTripLabel(onBus)).toBe("Campus shuttle Red line, bus ENU-731-SB");
    expect(sosTripLabel({ ...onBus, shuttle: { lineName: "Red line", plate: null } })).toBe(
      "Campus shuttle Red line",
    );
  });
});

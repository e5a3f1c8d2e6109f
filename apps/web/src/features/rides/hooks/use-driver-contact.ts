import { isDriverActive } from "@campusgo/domain";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useSocketConnected, useSocketEvent } from "../../../lib/socket.ts";
import type { RideStatus } from "../api/types.ts";
import { type ContactWatch, type DriverContact, watchDriverContact } from "../lib/driver-contact.ts";

/** The words the rider hears when the driver's position comes through again. */
export const CONTACT_BACK = "Your driver's position is back";

/**
 * Whether the assigned driver's position is coming while they are on the way or on the trip (lib/driver-contact):
 * "lost" once it has stopped for a while, which the screen says with a way to call the driver; when it comes
 * back the rider is told. Counted only while the rider's own connection is up: the offline banner speaks for
 * that.
 */
export function useDriverContact(rideId: string | null, status: RideStatus | undefined): DriverContact {
  const [contact, setContact] = useState<DriverContact>("waiting");
  const watch = useRef<ContactWatch | null>(null);
  const connected = useSocketConnected();
  const following = Boolean(rideId && status && isDriverActive(status));

  useEffect(() => {
    if (!following || !connected) return;
    let last: DriverContact = "waiting";
    const current = watchDriverContact((next) => {
      if (last === "lost" && next === "live") toast.success(CONTACT_BACK, { id: "driver-contact" });
      last = next;
      setContact(next);
    });
    watch.current = current;
    return () => {
      current.stop();
      watch.current = null;
      setContact("waiting");
    };
  }, [following, connected]);

  useSocketEvent(
    "ride:driver-location",
    (position) => {
      if (position.rideId === rideId) watch.current?.heard();
    },
    following,
  );

  return following ? contact : "waiting";
}

import { rideTypeSchema } from "@campusgo/domain";
import type { RideTypeId } from "@campusgo/domain/constants";
import { MESSAGES } from "@campusgo/domain/messages";
import { z } from "zod";
import type { RidePlace } from "../api/types.ts";

/** A value the booking draft may still lack (null), refused with `message` until it is there. */
const required = <T>(message: string, isValid: (value: unknown) => boolean = (value) => value != null) =>
  z.custom<T | null>(isValid, { error: message });

/** Set-routes (SPEC 2.9 step 3): a ride type, a pickup and a destination, asked for in that order. */
export const routeFormSchema = z.object({
  rideType: required<RideTypeId>(
    MESSAGES.selectRideFirst,
    (value) => rideTypeSchema.safeParse(value).success,
  ),
  pickup: required<RidePlace>("Please set your pickup point."),
  destination: required<RidePlace>("Please choose where you are going."),
});

export type RouteFormValues = z.infer<typeof routeFormSchema>;

/** The fields in the order the rider is told about them: only the first missing one is said. */
export const ROUTE_FIELDS = ["rideType", "pickup", "destination"] as const;

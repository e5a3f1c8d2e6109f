import { isSamePlace, RIDE_MESSAGES, rideTypeSchema } from "@campusgo/domain";
import type { RideTypeId } from "@campusgo/domain/constants";
import { MESSAGES } from "@campusgo/domain/messages";
import { z } from "zod";
import type { RidePlace } from "../api/types.ts";

/** A value the booking draft may still lack (null), refused with `message` until it is there. */
const required = <T>(message: string, isValid: (value: unknown) => boolean = (value) => value != null) =>
  z.custom<T | null>(isValid, { error: message });

/** The pickup and the destination are the same place: the server's refusal, said on the form. */
export const samePlaceError = (pickup: RidePlace | null, destination: RidePlace | null): string | null =>
  pickup && destination && isSamePlace(pickup, destination) ? RIDE_MESSAGES.sameLocation : null;

/**
 * Set-routes (SPEC 2.9 step 3): a ride type, a pickup and a destination, asked for in that order, and a
 * destination that is not the pickup (refused under the destination, in the server's words).
 */
export const routeFormSchema = z
  .object({
    rideType: required<RideTypeId>(
      MESSAGES.selectRideFirst,
      (value) => rideTypeSchema.safeParse(value).success,
    ),
    pickup: required<RidePlace>("Please set your pickup point."),
    destination: required<RidePlace>("Please choose where you are going."),
  })
  .superRefine(({ pickup, destination }, context) => {
    const same = samePlaceError(pickup, destination);
    if (same) context.addIssue({ code: "custom", path: ["destination"], message: same });
  });

export type RouteFormValues = z.infer<typeof routeFormSchema>;

/** The fields in the order the rider is told about them: only the first missing one is said. */
export const ROUTE_FIELDS = ["rideType", "pickup", "destination"] as const;
export type RouteField = (typeof ROUTE_FIELDS)[number];

/** What is still wrong with one field of the route as it stands, or null. */
export function routeFieldError(values: Partial<RouteFormValues>, field: RouteField): string | null {
  const result = routeFormSchema.safeParse({
    rideType: values.rideType ?? null,
    pickup: values.pickup ?? null,
    destination: values.destination ?? null,
  });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

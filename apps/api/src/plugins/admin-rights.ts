import { ADMIN_RIGHT_LABELS, type AdminRight, adminRightAllows } from "@campusgo/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/errors.ts";
import { FORBIDDEN, requestUser } from "./session.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The admin rights that may call this route (docs/decisions/0035-admin-rights.md); super_admin passes every
     * route. Every /api/admin route declares it: a route without it is open to super_admin only, and the route
     * test lists it as missing.
     */
    rights?: readonly AdminRight[];
  }
}

/** The answer to an admin whose right does not cover what they asked. */
export const rightRefused = (right: AdminRight | null | undefined) =>
  right
    ? `Your admin right (${ADMIN_RIGHT_LABELS[right]}) does not allow this`
    : "You have no admin right yet: ask a super admin to give you one";

/** The route's declared rights: `config: rightsFor("finance")` on an admin route. */
export const rightsFor = (...rights: AdminRight[]) => ({ rights });

/**
 * Refuses (403) an admin whose right is not among `rights`, inside a handler: for the parts of a route that need
 * more than the route itself (a payment-report decision that suspends the driver needs operations).
 */
export function assertAdminRight(request: FastifyRequest, rights: readonly AdminRight[]): void {
  const user = requestUser(request);
  if (user.role !== "admin") throw new AppError("forbidden", FORBIDDEN);
  if (!adminRightAllows(user.adminRight, rights))
    throw new AppError("forbidden", rightRefused(user.adminRight));
}

/**
 * onRequest hook of the admin subtree (app.ts), after its admins-only check: the admin's right must be one of
 * the route's `config.rights`, or super_admin. It runs before the body is read or validated.
 */
export async function requireAdminRight(request: FastifyRequest): Promise<void> {
  assertAdminRight(request, request.routeOptions.config.rights ?? []);
}

import type { FastifyRequest } from "fastify";
import type { User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { NOT_SIGNED_IN } from "../../plugins/session.ts";

/** The signed-in user of a request that passed the authenticate (or requireRole) preHandler. */
export function currentUser(request: FastifyRequest): User {
  if (!request.session) throw new AppError("unauthorized", NOT_SIGNED_IN);
  return request.session.user;
}

import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestUser } from "../../plugins/session.ts";
import { claimOrLookUp, forgetOld, type KeyRef, release, storeAnswer } from "./repo.ts";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that repeats the stored one, instead of applying the request again. */
export const REPLAYED_HEADER = "idempotent-replayed";

export const IDEMPOTENCY_MESSAGES = {
  badKey: "The Idempotency-Key header must be a UUID.",
  mismatch: "This Idempotency-Key was already used for a different request. Send a new key for a new action.",
  inProgress: "This request is still being handled. Try again in a moment.",
} as const;

/** How long a repeat waits for the first request with its key to finish before it is told to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claim a request holds while it runs, so its answer can be stored (or the key released) as it is sent. */
const claims = new WeakMap<FastifyRequest, KeyRef & { claimedAt: Date }>();

/** JSON with object keys sorted: the same body hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Before the handler (after auth and validation, so a bad request never takes a key): a request with an
 * `Idempotency-Key` claims it, or gets the answer the first request with that key got, or waits for it.
 */
async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== "string" || !UUID.test(header)) {
    return reply.code(400).send({ message: IDEMPOTENCY_MESSAGES.badKey });
  }
  const db = request.server.db;
  const ref: KeyRef = { userId: requestUser(request).id, key: header.toLowerCase() };
  const lookup = {
    ...ref,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestHash: createHash("sha256")
      .update(`${request.method} ${request.url}\n${canonical(request.body)}`)
      .digest("hex"),
  };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await claimOrLookUp(db, lookup);
    if (found.kind === "claimed") {
      claims.set(request, { ...ref, claimedAt: found.claimedAt });
      await forgetOld(db, ref.userId);
      return undefined;
    }
    if (found.kind === "replay") {
      return reply
        .code(found.status)
        .header("content-type", "application/json; charset=utf-8")
        .header(REPLAYED_HEADER, "true")
        .send(found.body);
    }
    if (found.kind === "mismatch") {
      return reply.code(422).send({ message: IDEMPOTENCY_MESSAGES.mismatch });
    }
    if (Date.now() >= deadline) {
      return reply.code(409).send({ message: IDEMPOTENCY_MESSAGES.inProgress });
    }
    await sleep(POLL_MS);
  }
}

/** As the answer goes out: a success is kept for repeats; a refusal lets the key go (it changed nothing). */
async function settleKey(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const claim = claims.get(request);
  if (!claim) return payload;
  claims.delete(request);
  const db = request.server.db;
  try {
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === "string") {
      await storeAnswer(db, claim, claim.claimedAt, reply.statusCode, payload);
    } else {
      await release(db, claim, claim.claimedAt);
    }
  } catch (error) {
    // The answer still goes out; the key stays claimed and can be taken over once the claim is stale.
    request.log.warn({ err: error }, "idempotency key could not be settled");
  }
  return payload;
}

/**
 * Route hooks that make a state-changing route safe to repeat: spread them into the route's options
 * (`{ ...idempotent, schema }`). The key is the caller's; a repeat with it is answered from the store
 * (docs/decisions/0018-offline-and-idempotency.md).
 */
export const idempotent = { preHandler: claimKey, onSend: settleKey } as const;

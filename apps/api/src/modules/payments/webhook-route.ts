import type { FastifyPluginAsync } from "fastify";
import { hasControlCharacters, nestedDeeperThan } from "../../plugins/input-guard.ts";
import type { PaymentDeps } from "./deps.ts";
import { parseEvent, receiveEvent } from "./events.ts";
import { isValidSignature } from "./signature.ts";

export const WEBHOOK_PATH = "/api/payments/paystack/webhook";
export const WEBHOOKS_PER_ADDRESS_PER_MINUTE = 6000;

/**
 * The gateway's webhook. The signature is checked on the raw body before anything else (401 when missing or
 * wrong); a signed event is stored once and answered 200 at once, its work done by a job.
 */
export const paystackWebhookRoute: FastifyPluginAsync<{ deps: () => PaymentDeps }> = async (
  app,
  { deps },
) => {
  // This scope keeps JSON bodies raw: the signature is over the exact bytes sent.
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );
  const schema = {
    tags: ["payments"],
    summary: "The gateway's signed events (x-paystack-signature: hex HMAC-SHA512 of the raw body)",
  };
  // Deliveries come from a few gateway addresses, in bursts and with retries: the API's per-address limit for
  // browsers would turn a busy minute into refused (then retried) events. Signed events have their own, wider one.
  const rateLimit = { max: WEBHOOKS_PER_ADDRESS_PER_MINUTE, timeWindow: "1 minute" };
  app.post(WEBHOOK_PATH, { schema, config: { rateLimit } }, async (request, reply) => {
    const d = deps();
    const raw = request.body;
    if (!Buffer.isBuffer(raw) || !d.config.payments.secretKey)
      return reply.code(401).send({ message: "Invalid signature" });
    if (!isValidSignature(raw, request.headers["x-paystack-signature"], d.config.payments.secretKey)) {
      request.log.warn({ ip: request.ip }, "webhook with a missing or wrong signature refused");
      return reply.code(401).send({ message: "Invalid signature" });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return reply.code(400).send({ message: "Invalid JSON" });
    }
    // What the database cannot keep (a NUL in a string, JSON nested thousands deep) is refused like anywhere
    // else in the API.
    if (nestedDeeperThan(body) || hasControlCharacters(body)) {
      return reply.code(400).send({ message: "Invalid event" });
    }
    const event = parseEvent(body);
    if (!event) return reply.code(400).send({ message: "Invalid event" });
    const fresh = await receiveEvent(d, event);
    return reply.code(200).send({ received: true, duplicate: !fresh });
  });
};

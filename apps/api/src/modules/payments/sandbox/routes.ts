import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../../config.ts";
import { SANDBOX_PREFIX, sandboxCheckout } from "./checkout.ts";
import { sandboxProtocol } from "./protocol.ts";
import { sandboxWebhooks } from "./webhooks.ts";

/**
 * The development payment gateway, served by the app itself under /sandbox/paystack: Paystack's REST protocol
 * (so the one adapter, ../paystack.ts, works against it unchanged), a checkout page, and signed webhooks to
 * config.payments.webhookUrl. Its records live in the database (gateway_sandbox), so any instance answers.
 * It exists only when the configured gateway is the sandbox, which is never the case in production.
 */
export const paymentsSandboxRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  if (config.payments.gateway !== "sandbox" || config.env === "production") return;
  const webhooks = sandboxWebhooks({
    url: config.payments.webhookUrl,
    secretKey: config.payments.secretKey,
    log: app.log,
  });
  app.addHook("preClose", async () => webhooks.close());
  await app.register(
    async (sandbox) => {
      await sandbox.register(sandboxProtocol, { config, webhooks });
      await sandbox.register(sandboxCheckout, { webhooks });
    },
    { prefix: SANDBOX_PREFIX },
  );
};

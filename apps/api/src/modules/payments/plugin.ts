import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { injectFetch } from "../../lib/inject-fetch.ts";
import type { PaymentDeps } from "./deps.ts";
import { handleEvent } from "./events.ts";
import { runPaymentsFollowUp } from "./followup.ts";
import { paystackGateway } from "./paystack.ts";

/**
 * The payments services (gateway, ledger, webhook events' worker, the follow-up of payouts and refunds), shared
 * by the payments and admin routes.
 */
export const paymentsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { payments } = config;
    const deps: PaymentDeps = {
      db: app.db,
      config,
      // The app's own sandbox answers in-process: no call to itself over the network (an address from PORT).
      gateway:
        payments.gateway === "none"
          ? undefined
          : paystackGateway(
              payments.baseUrl,
              payments.secretKey,
              payments.inProcess ? injectFetch(app) : fetch,
            ),
      jobs: app.jobs,
      mailer: app.mailer,
      notifier: app.notifier,
      log: app.log,
    };
    app.decorate("paymentDeps", deps);
    await app.jobs.work("payments.event", ({ id }) => handleEvent(deps, id), { concurrency: 2 });
    await runPaymentsFollowUp(deps, app.jobs, payments.followUpMs);
  },
  { name: "payments", dependencies: ["database"] },
);

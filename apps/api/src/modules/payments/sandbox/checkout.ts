import { createHash } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import { renderCheckout, renderFinished, renderProblem } from "./checkout-page.ts";
import { findByAccessCode, type SandboxTransaction, settleTransaction } from "./store.ts";
import { transactionView } from "./views.ts";
import type { SandboxWebhooks } from "./webhooks.ts";

export const SANDBOX_PREFIX = "/sandbox/paystack";

export const checkoutPath = (accessCode: string) => `${SANDBOX_PREFIX}/checkout/${accessCode}`;

const ACCESS_CODE = /^[A-Za-z0-9_-]{1,64}$/;

const choice = z.object({
  action: z.enum(["pay", "decline", "later"]),
  channel: z.enum(["card", "bank_transfer"]).default("card"),
});

/** The callback URL with the reference, as Paystack sends the payer back. */
function returnUrl(t: SandboxTransaction): string | undefined {
  if (!t.callbackUrl) return undefined;
  const url = new URL(t.callbackUrl);
  url.searchParams.set("trxref", t.reference);
  url.searchParams.set("reference", t.reference);
  return url.toString();
}

/** A made-up NUBAN to "transfer" to: the same for one transaction every time its page is shown. */
function transferAccount(reference: string): string {
  const digits = Number.parseInt(createHash("sha256").update(reference).digest("hex").slice(0, 12), 16);
  return `99${String(digits % 1e8).padStart(8, "0")}`;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}

const notFound = (reply: FastifyReply) =>
  html(
    reply,
    404,
    renderProblem("Checkout not found", "This checkout link is not valid. Start the payment again."),
  );

const finished = (reply: FastifyReply, status: number, t: SandboxTransaction) =>
  html(
    reply,
    status,
    renderFinished({
      status: t.status === "success" ? "success" : "failed",
      amountKobo: t.amount,
      returnUrl: returnUrl(t),
    }),
  );

/**
 * The checkout page a payer is sent to (the authorization URL) and its plain form. Being outside /api, the form
 * post is not held to the CSRF header, and needs no such defence: it acts only on the transaction of an
 * unguessable access code. Pay settles the transaction and sends
 * charge.success; Decline fails it (Paystack sends no event for that); Pay later leaves it open. Each then
 * sends the payer back to the callback URL with the reference.
 */
export const sandboxCheckout: FastifyPluginAsync<{ webhooks: SandboxWebhooks }> = async (
  app,
  { webhooks },
) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "sandbox checkout failed");
    return html(
      reply,
      status,
      renderProblem("Something went wrong", "The sandbox checkout could not do that."),
    );
  });

  app.get<{ Params: { accessCode: string } }>(
    "/checkout/:accessCode",
    { schema: { hide: true } },
    async (request, reply) => {
      const { accessCode } = request.params;
      const t = ACCESS_CODE.test(accessCode) ? await findByAccessCode(app.db, accessCode) : undefined;
      if (!t) return notFound(reply);
      if (t.status !== "abandoned") return finished(reply, 200, t);
      return html(
        reply,
        200,
        renderCheckout({
          amountKobo: t.amount,
          email: t.email,
          reference: t.reference,
          action: checkoutPath(accessCode),
          transferAccount: transferAccount(t.reference),
        }),
      );
    },
  );

  app.post<{ Params: { accessCode: string } }>(
    "/checkout/:accessCode",
    { schema: { hide: true } },
    async (request, reply) => {
      const { accessCode } = request.params;
      const t = ACCESS_CODE.test(accessCode) ? await findByAccessCode(app.db, accessCode) : undefined;
      if (!t) return notFound(reply);
      const form = choice.safeParse(request.body ?? {});
      if (!form.success) {
        return html(reply, 400, renderProblem("Choose an action", "Press Pay, Decline or Pay later."));
      }
      const { action, channel } = form.data;
      if (t.status !== "abandoned") return finished(reply, 409, t);
      const back = (settled: SandboxTransaction) =>
        reply.redirect(returnUrl(settled) ?? checkoutPath(accessCode), 303);
      if (action === "later") return back(t);

      const settled = await settleTransaction(app.db, t.reference, {
        status: action === "pay" ? "success" : "failed",
        channel,
        paidAt: action === "pay" ? new Date().toISOString() : null,
      });
      if (!settled) {
        // Paid or declined meanwhile (another tab): show how it ended.
        const now = await findByAccessCode(app.db, accessCode);
        return now ? finished(reply, 409, now) : notFound(reply);
      }
      if (settled.status === "success") webhooks.send("charge.success", transactionView(settled));
      return back(settled);
    },
  );
};

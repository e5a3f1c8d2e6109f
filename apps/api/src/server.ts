import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  const mail = config.smtpUrl ? "smtp" : config.mailOutbox ? "outbox" : "off";
  const sms = config.sms.gateway ? "africastalking" : config.sms.outbox ? "outbox" : "off";
  app.log.info(
    { url: config.publicUrl, db: app.database.kind, demo: config.demo, mail, sms, env: config.env },
    `CampusGo is ready at ${config.publicUrl}`,
  );
  if (config.mailDisabled) {
    app.log.warn("MAIL_DISABLED=1: no mail is sent, so accounts cannot be activated or recovered by e-mail");
  }
  if (config.sms.disabled) {
    app.log.warn("SMS_DISABLED=1: no text message is sent; each one is only logged by its purpose");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

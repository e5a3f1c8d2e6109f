import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { eraseSosOutboxOnAccountDeletion } from "./account-deletion.ts";
import type { SosDeps } from "./deps.ts";
import { seedEmergencyNumbers } from "./emergency-numbers.ts";
import { runSosOutbox } from "./outbox.ts";

/**
 * The demo's emergency numbers beside the migration's (112 for emergencies, 112 for the police): nationwide
 * numbers that answer in Nsukka. No campus security number is seeded: UNN's must be entered by an admin from
 * the university's own notice, never guessed.
 */
export const DEMO_EMERGENCY_NUMBERS = [
  { label: "Police emergency", number: "199", kind: "police" },
  { label: "Ambulance", number: "112", kind: "ambulance" },
  { label: "Fire service", number: "112", kind: "fire" },
  { label: "Road accident (FRSC)", number: "122", kind: "other" },
] as const;

/**
 * SOS (docs/decisions/0033-sos.md): `app.sosDeps` for the routes, and the sweep of the SOS outbox (texts and
 * e-mails nobody handed over) on every instance.
 */
export const sosPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const deps: SosDeps = {
      db: app.db,
      config,
      hub: app.hub,
      locations: app.locations,
      sms: app.sms,
      mailer: app.mailer,
      log: app.log,
    };
    app.decorate("sosDeps", deps);
    eraseSosOutboxOnAccountDeletion();
    if (config.demo) await seedEmergencyNumbers(app.db, DEMO_EMERGENCY_NUMBERS);
    await runSosOutbox(deps, app.jobs);
  },
  { name: "sos", dependencies: ["database", "jobs", "sms", "mail", "realtime"] },
);

import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PriceBands } from "@campusgo/domain";
import { z } from "zod";
import { type TrustProxy, trustProxySetting } from "./lib/trust-proxy.ts";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** The API's own folder (apps/api), so paths work whatever the working directory is. */
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default("CampusGo <no-reply@campusgo.local>"),
  MAIL_OUTBOX: flag.optional(),
  MAIL_DISABLED: flag.default(false),
  SESSION_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_TOKENINFO_URL: z.url().default("https://oauth2.googleapis.com/tokeninfo"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z.url().optional(),
  CANCEL_FEE_KOBO: z.coerce.number().int().min(0).default(20_000),
  PAYOUT_MIN_KOBO: z.coerce.number().int().min(100).default(100_000),
  TOPUP_MIN_KOBO: z.coerce.number().int().min(100).default(10_000),
  TOPUP_MAX_KOBO: z.coerce.number().int().min(100).default(5_000_000),
  PAYMENTS_FOLLOWUP_MS: z.coerce.number().int().min(0).optional(),
  TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  GEOCODER_URL: z.string().default("https://nominatim.openstreetmap.org"),
  DEMO: flag.optional(),
  WEB_DIST: z.string().default(join(API_ROOT, "..", "web", "dist")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  API_DOCS: z.enum(["public", "admin", "off"]).optional(),
  TRUST_PROXY: trustProxySetting,
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/i)
    .default("cg"),
  DISPATCH_INITIAL_RADIUS_M: z.coerce.number().int().positive().default(2000),
  DISPATCH_RADIUS_STEP_M: z.coerce.number().int().min(0).default(1000),
  DISPATCH_MAX_RADIUS_M: z.coerce.number().int().positive().default(6000),
  DISPATCH_STEP_MS: z.coerce.number().int().positive().default(10_000),
  DISPATCH_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  DISPATCH_TICK_MS: z.coerce.number().int().min(0).default(5000),
  OFFER_TTL_MS: z.coerce.number().int().positive().default(90_000),
  LOCATION_STALE_MS: z.coerce.number().int().positive().default(60_000),
  LOCATION_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(900),
  NEARBY_RADIUS_M: z.coerce.number().int().positive().default(3000),
  NEARBY_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  SIMULATED_DRIVERS: z.coerce.number().int().min(0).max(50).default(8),
  SIMULATOR_SPEED: z.coerce.number().min(1).max(10).default(1),
  PRICE_RIDER_MIN: z.coerce.number().min(0.1).max(1).default(0.7),
  PRICE_RIDER_MAX: z.coerce.number().min(1).max(5).default(1.5),
  PRICE_DRIVER_MAX: z.coerce.number().min(1).max(5).default(1.5),
  SCHEDULE_LEAD_MIN: z.coerce.number().int().min(1).default(30),
  SCHEDULE_TOWN_LEAD_MIN: z.coerce.number().int().min(1).default(60),
  TOWN_TRIP_M: z.coerce.number().int().positive().default(8000),
  SCHEDULE_MATCH_BY_MIN: z.coerce.number().int().min(0).default(10),
  SCHEDULE_REMIND_MIN: z.coerce.number().int().min(1).default(15),
  SCHEDULE_CONFIRM_BY_MIN: z.coerce.number().int().min(0).default(5),
  AUTO_ACCEPT_WINDOW_MS: z.coerce.number().int().min(0).default(60_000),
  FAR_FROM_END_M: z.coerce.number().int().positive().default(500),
  JOBS_POLL_MS: z.coerce.number().int().min(100).optional(),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).default(10),
  JOBS_RETRY_DELAY_S: z.coerce.number().int().min(1).optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Keep sent mail in the database outbox (/dev/mail). Never in production. */
  mailOutbox: boolean;
  /** MAIL_DISABLED=1: no mail is sent or kept; each one is only logged, without its content. */
  mailDisabled: boolean;
  sessionSecret: string;
  googleClientId: string | undefined;
  googleTokeninfoUrl: string;
  /** Where the Google user's display name is read (the tokeninfo answer has none). */
  googleUserinfoUrl: string;
  payments: PaymentsConfig;
  tileUrl: string;
  geocoderUrl: string;
  /** Seed demo accounts and run simulated drivers. Never in production. */
  demo: boolean;
  webDist: string;
  logLevel: string;
  /**
   * Who may read the OpenAPI document at /api/docs (docs/decisions/0023-api-docs.md): anyone, signed-in admins,
   * or nobody (not served). Admins only by default in production, anyone otherwise.
   */
  apiDocs: "public" | "admin" | "off";
  /** Proxy hops or addresses whose X-Forwarded-For is believed (lib/trust-proxy.ts); false: none. */
  trustProxy: TrustProxy;
  /** Prefix of every Redis key and channel this deployment uses. */
  redisPrefix: string;
  rides: RidesConfig;
  jobs: JobsConfig;
}

/** Money on the platform (docs/decisions/0016-money-on-the-platform.md). */
export interface PaymentsConfig {
  /**
   * paystack: PAYSTACK_SECRET_KEY is set (Paystack, or any server of its protocol at PAYSTACK_BASE_URL);
   * sandbox: outside production without a key, the app's own sandbox of the same protocol; none: production
   * without a key, where paying answers 503.
   */
  gateway: "paystack" | "sandbox" | "none";
  secretKey: string;
  baseUrl: string;
  /**
   * The gateway is this app's own sandbox (no PAYSTACK_BASE_URL): its calls are answered in-process
   * (app.inject), not sent over the network to an address guessed from PORT, where this process may not
   * listen (tests) or another one may.
   */
  inProcess: boolean;
  /** Where the sandbox sends its webhooks (this app). */
  webhookUrl: string;
  /** What a rider pays for cancelling once the driver has arrived. */
  cancelFeeKobo: number;
  payoutMinKobo: number;
  topUpMinKobo: number;
  topUpMaxKobo: number;
  /**
   * How often the follow-up job (durable, one waiting across instances) checks payouts left in transit and
   * retries card refunds the gateway refused; 0 turns it off in this process (tests run passes themselves).
   */
  followUpMs: number;
}

/** Durable jobs (src/jobs, docs/decisions/0009-durable-jobs.md). Tests default to short waits. */
export interface JobsConfig {
  /** How often an idle worker looks for due jobs; a job sent for now wakes this process's workers at once. */
  pollMs: number;
  /** Retries of a failed job (e-mail: an unreachable SMTP server) before it is given up. */
  retryLimit: number;
  /** Delay before the first retry; each next one about doubles. */
  retryDelaySeconds: number;
}

/** Dispatch, offers and live locations (docs/api-rides.md "Dispatch timing"). */
export interface RidesConfig {
  initialRadiusM: number;
  radiusStepM: number;
  maxRadiusM: number;
  /** Time between two widening steps. */
  stepMs: number;
  /** A searching ride nobody was accepted on expires after this. */
  searchTimeoutMs: number;
  /**
   * How often the catch-up sweep (a durable job) runs every due timed step and relays ride events nobody
   * relayed; 0 turns the ride timers off in this process (tests drive them with dispatchTick).
   */
  tickMs: number;
  offerTtlMs: number;
  /** A driver whose last position is older than this is neither dispatched nor shown. */
  locationStaleMs: number;
  /** A driver's positions closer together than this are refused. */
  locationMinIntervalMs: number;
  nearbyRadiusM: number;
  nearbyIntervalMs: number;
  /** Simulated drivers in demo mode. */
  simulatedDrivers: number;
  /** How many times faster than town speed the simulated drivers drive (tests shorten a trip with it). */
  simulatorSpeed: number;
  /** How far offers may move from the suggested fare (docs/decisions/0014-honest-prices.md). */
  priceBands: PriceBands;
  /** Rides booked for later (docs/decisions/0015-booking-ahead.md). */
  schedule: ScheduleConfig;
  /** "Accept the best offer up to": how long offers are gathered after the first one within the limit. */
  autoAcceptWindowMs: number;
  /** Completing a trip farther than this from its end asks the driver to confirm ending it there. */
  farFromEndM: number;
}

export interface ScheduleConfig {
  /** Drivers are asked this long before pickup; town trips (longer than townTripM) earlier. */
  leadMs: number;
  townLeadMs: number;
  townTripM: number;
  /** Nobody matched by this long before pickup: the search ends and the rider is told at once. */
  matchByMs: number;
  /** The matched driver is reminded this long before pickup and may confirm from then... */
  remindMs: number;
  /** ...until this long before pickup; then the ride searches again. */
  confirmByMs: number;
}

/** Parses the environment once. Nothing else in the server reads process.env. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const mode = checkRuntimeMode(e);
  const dataDir = resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? persistentSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutbox: mode.mailOutbox,
    mailDisabled: e.MAIL_DISABLED,
    sessionSecret,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleTokeninfoUrl: e.GOOGLE_TOKENINFO_URL,
    googleUserinfoUrl: e.GOOGLE_USERINFO_URL,
    payments: paymentsConfig(e, sessionSecret),
    tileUrl: e.TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    demo: mode.demo,
    webDist: resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === "production" ? "admin" : "public"),
    trustProxy: e.TRUST_PROXY,
    redisPrefix: e.REDIS_PREFIX,
    rides: {
      initialRadiusM: e.DISPATCH_INITIAL_RADIUS_M,
      radiusStepM: e.DISPATCH_RADIUS_STEP_M,
      maxRadiusM: Math.max(e.DISPATCH_MAX_RADIUS_M, e.DISPATCH_INITIAL_RADIUS_M),
      stepMs: e.DISPATCH_STEP_MS,
      searchTimeoutMs: e.DISPATCH_TIMEOUT_MS,
      tickMs: e.DISPATCH_TICK_MS,
      offerTtlMs: e.OFFER_TTL_MS,
      locationStaleMs: e.LOCATION_STALE_MS,
      locationMinIntervalMs: e.LOCATION_MIN_INTERVAL_MS,
      nearbyRadiusM: e.NEARBY_RADIUS_M,
      nearbyIntervalMs: e.NEARBY_INTERVAL_MS,
      simulatedDrivers: e.SIMULATED_DRIVERS,
      simulatorSpeed: e.SIMULATOR_SPEED,
      priceBands: { riderMin: e.PRICE_RIDER_MIN, riderMax: e.PRICE_RIDER_MAX, driverMax: e.PRICE_DRIVER_MAX },
      schedule: {
        leadMs: e.SCHEDULE_LEAD_MIN * 60_000,
        townLeadMs: Math.max(e.SCHEDULE_TOWN_LEAD_MIN, e.SCHEDULE_LEAD_MIN) * 60_000,
        townTripM: e.TOWN_TRIP_M,
        matchByMs: e.SCHEDULE_MATCH_BY_MIN * 60_000,
        remindMs: e.SCHEDULE_REMIND_MIN * 60_000,
        confirmByMs: Math.min(e.SCHEDULE_CONFIRM_BY_MIN, e.SCHEDULE_REMIND_MIN) * 60_000,
      },
      autoAcceptWindowMs: e.AUTO_ACCEPT_WINDOW_MS,
      farFromEndM: e.FAR_FROM_END_M,
    },
    jobs: {
      pollMs: e.JOBS_POLL_MS ?? (e.NODE_ENV === "test" ? 500 : 1000),
      retryLimit: e.JOBS_RETRY_LIMIT,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_S ?? (e.NODE_ENV === "test" ? 1 : 5),
    },
  };
}

/** The gateway of this run: Paystack's protocol with a key, else the sandbox (never in production). */
function paymentsConfig(e: z.output<typeof envSchema>, sessionSecret: string): PaymentsConfig {
  const self = `http://127.0.0.1:${e.PORT}`;
  const fees = {
    cancelFeeKobo: e.CANCEL_FEE_KOBO,
    payoutMinKobo: e.PAYOUT_MIN_KOBO,
    topUpMinKobo: e.TOPUP_MIN_KOBO,
    topUpMaxKobo: Math.max(e.TOPUP_MAX_KOBO, e.TOPUP_MIN_KOBO),
    followUpMs: e.PAYMENTS_FOLLOWUP_MS ?? (e.NODE_ENV === "test" ? 0 : 60_000),
    webhookUrl: `${self}/api/payments/paystack/webhook`,
  };
  if (e.PAYSTACK_SECRET_KEY) {
    return {
      gateway: "paystack",
      secretKey: e.PAYSTACK_SECRET_KEY,
      baseUrl: (e.PAYSTACK_BASE_URL ?? "https://api.paystack.co").replace(/\/$/, ""),
      inProcess: false,
      ...fees,
    };
  }
  if (e.NODE_ENV === "production") {
    return { gateway: "none", secretKey: "", baseUrl: "", inProcess: false, ...fees };
  }
  // The sandbox signs with a key of its own, derived so that every instance of one deployment agrees.
  const secretKey = `sk_sandbox_${createHash("sha256").update(`sandbox:${sessionSecret}`).digest("hex").slice(0, 40)}`;
  return {
    gateway: "sandbox",
    secretKey,
    baseUrl: (e.PAYSTACK_BASE_URL ?? `${self}/sandbox/paystack`).replace(/\/$/, ""),
    inProcess: !e.PAYSTACK_BASE_URL,
    ...fees,
  };
}

/**
 * The rules of docs/decisions/0006-runtime-modes.md. Production never has the outbox or demo mode, and sends
 * mail through SMTP unless mail is explicitly disabled; any other NODE_ENV keeps the outbox without SMTP and
 * demo mode in embedded mode. A setting that breaks a rule stops the start with a message saying why.
 */
function checkRuntimeMode(e: z.output<typeof envSchema>): { mailOutbox: boolean; demo: boolean } {
  const refuse = (message: string) => {
    throw new Error(`Invalid configuration: ${message}`);
  };
  if (e.MAIL_DISABLED && e.SMTP_URL) {
    refuse("MAIL_DISABLED=1 and SMTP_URL are both set. Remove one of them.");
  }
  if (e.MAIL_DISABLED && e.MAIL_OUTBOX) {
    refuse("MAIL_DISABLED=1 and MAIL_OUTBOX=1 are both set. Remove one of them.");
  }
  if (e.NODE_ENV !== "production") {
    return {
      mailOutbox: e.MAIL_OUTBOX ?? (!e.SMTP_URL && !e.MAIL_DISABLED),
      demo: e.DEMO ?? !e.DATABASE_URL,
    };
  }
  if (e.MAIL_OUTBOX) {
    refuse(
      "MAIL_OUTBOX=1 is not allowed when NODE_ENV is production: the outbox would show every account's " +
        "activation links and recovery codes to anyone.",
    );
  }
  if (e.DEMO) {
    refuse(
      "DEMO=1 is not allowed when NODE_ENV is production: the demo accounts have a published password. " +
        "Use npm start (development mode) for the demo.",
    );
  }
  if (!e.SMTP_URL && !e.MAIL_DISABLED) {
    refuse(
      "SMTP_URL is required when NODE_ENV is production, so activation links and recovery codes reach only " +
        "their owners. Set SMTP_URL, or set MAIL_DISABLED=1 to run without sending mail.",
    );
  }
  return { mailOutbox: false, demo: false };
}

/** A secret generated once into DATA_DIR, so sessions survive restarts without configuration. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

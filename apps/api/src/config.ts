import { createECDH, createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FREE_WAIT_MINUTES, type PriceBands } from "@campusgo/domain";
import { z } from "zod";
import { type TrustProxy, trustProxySetting } from "./lib/trust-proxy.ts";
import { LOGIN_TRIES_PER_IP_PER_MINUTE } from "./modules/auth/rate-limits.ts";

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
  SUPPORT_EMAIL: z.email().default("support@campusgo.ng"),
  AT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AT_API_KEY: z
    .string()
    .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces")
    .optional(),
  AT_USERNAME: z
    .string()
    .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces")
    .optional(),
  AT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SMS_FROM: z
    .string()
    .regex(
      /^(\+?\d{3,15}|[A-Za-z0-9 ]{1,11})$/,
      "must be a short code, a phone number or an alphanumeric sender ID of at most 11 characters",
    )
    .optional(),
  SMS_OUTBOX: flag.optional(),
  SMS_DISABLED: flag.default(false),
  SESSION_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_TOKENINFO_URL: z.url().default("https://oauth2.googleapis.com/tokeninfo"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: z.url().optional(),
  CANCEL_FEE_KOBO: z.coerce.number().int().min(0).default(20_000),
  PAYOUT_MIN_KOBO: z.coerce.number().int().min(100).default(100_000),
  EARNINGS_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(72),
  BANK_CHANGE_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  TOPUP_MIN_KOBO: z.coerce.number().int().min(100).default(10_000),
  TOPUP_MAX_KOBO: z.coerce.number().int().min(100).default(5_000_000),
  PAYMENTS_FOLLOWUP_MS: z.coerce.number().int().min(0).optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default("fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com"),
  TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  GEOCODER_URL: z.string().default("https://nominatim.openstreetmap.org"),
  DEMO: flag.optional(),
  WEB_DIST: z.string().default(join(API_ROOT, "..", "web", "dist")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  API_DOCS: z.enum(["public", "admin", "off"]).optional(),
  TRUST_PROXY: trustProxySetting,
  LOGIN_TRIES_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(LOGIN_TRIES_PER_IP_PER_MINUTE),
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
  /** How often each instance runs the automatic trip checks (off route, stopped, unanswered); 0: never. */
  TRIP_CHECK_TICK_MS: z.coerce.number().int().min(0).default(10_000),
  OFFER_TTL_MS: z.coerce.number().int().positive().default(90_000),
  LOCATION_STALE_MS: z.coerce.number().int().positive().default(60_000),
  LOCATION_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(900),
  NEARBY_RADIUS_M: z.coerce.number().int().positive().default(3000),
  NEARBY_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  SIMULATED_DRIVERS: z.coerce.number().int().min(0).max(50).default(8),
  SIMULATOR_SPEED: z.coerce.number().min(1).max(10).default(1),
  SIMULATED_BUSES: z.coerce.number().int().min(0).max(2).default(2),
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
  DELIVERY_FREE_WAIT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(FREE_WAIT_MINUTES * 60_000),
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
  /** Where users write to support (a suspended driver's appeal, for one); shown in the app and in e-mails. */
  supportEmail: string;
  sms: SmsConfig;
  sessionSecret: string;
  googleClientId: string | undefined;
  googleTokeninfoUrl: string;
  /** Where the Google user's display name is read (the tokeninfo answer has none). */
  googleUserinfoUrl: string;
  payments: PaymentsConfig;
  push: PushConfig;
  tileUrl: string;
  geocoderUrl: string;
  /** Seed demo accounts and run simulated drivers. Never in production. */
  demo: boolean;
  webDist: string;
  logLevel: string;
  /**
   * Who may read the OpenAPI document at /api/docs (docs/decisions/0028-api-docs.md): anyone, signed-in admins,
   * or nobody (not served). Admins only by default in production, anyone otherwise.
   */
  apiDocs: "public" | "admin" | "off";
  /** Proxy hops or addresses whose X-Forwarded-For is believed (lib/trust-proxy.ts); false: none. */
  trustProxy: TrustProxy;
  /** Login tries a minute from one address, whatever accounts they name. */
  loginTriesPerIpPerMinute: number;
  /** Prefix of every Redis key and channel this deployment uses. */
  redisPrefix: string;
  /** How often each instance runs the automatic trip checks; 0: never (tests run the sweep themselves). */
  tripCheckTickMs: number;
  rides: RidesConfig;
  deliveries: {
    /** The recipient's free wait at the drop-off before the driver may bring the package back. */
    freeWaitMs: number;
  };
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
  /**
   * How long a driver's share of a trip under review (ended short, or flagged by the rider) is held when no admin
   * decides first; also how long after a trip the rider may flag it.
   */
  holdMs: number;
  /** Payouts to a bank account changed after approval wait this long from the change. */
  bankChangeHoldMs: number;
  topUpMinKobo: number;
  topUpMaxKobo: number;
  /**
   * How often the follow-up job (durable, one waiting across instances) checks payouts left in transit and
   * retries card refunds the gateway refused; 0 turns it off in this process (tests run passes themselves).
   */
  followUpMs: number;
}

/** Text messages (docs/decisions/0026-sms.md). */
export interface SmsConfig {
  /** AT_API_KEY and AT_USERNAME are set: texts are sent to a server of Africa's Talking's protocol. */
  gateway: AfricasTalkingConfig | null;
  /** Keep every text in the outbox listed at /dev/sms. Never in production. */
  outbox: boolean;
  /** SMS_DISABLED=1: no text is sent or kept; each one is only logged, by its purpose. */
  disabled: boolean;
}

/** Africa's Talking's SMS API (POST {baseUrl}/version1/messaging), or any server of its protocol. */
export interface AfricasTalkingConfig {
  baseUrl: string;
  apiKey: string;
  username: string;
  /** The registered sender ID or short code; the account's default when unset. */
  from: string | undefined;
  /** How long one call to the gateway may take before the attempt fails and is retried later. */
  timeoutMs: number;
}

/** Web Push to closed apps (docs/decisions/0025-web-push.md). */
export interface PushConfig {
  /** The VAPID key pair (base64url: the public key as an uncompressed P-256 point, the private key as 32 bytes). */
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this sender: a mailto: address or an https: URL. */
  subject: string;
  /**
   * The push services this server sends to (a browser's subscription names one): exact host names, or
   * "*.example.com" for its subdomains. Anything else is refused, so a subscription cannot make the server
   * send requests to an address of the subscriber's choosing.
   */
  serviceHosts: string[];
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
  /** Demo mode: how many of the demo campus loops run a simulated bus (0 to 2). */
  simulatedBuses: number;
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
  const sms = smsConfig(e);
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
    supportEmail: e.SUPPORT_EMAIL,
    sms,
    sessionSecret,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleTokeninfoUrl: e.GOOGLE_TOKENINFO_URL,
    googleUserinfoUrl: e.GOOGLE_USERINFO_URL,
    payments: paymentsConfig(e, sessionSecret),
    push: pushConfig(e, dataDir),
    tileUrl: e.TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    demo: mode.demo,
    webDist: resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === "production" ? "admin" : "public"),
    trustProxy: e.TRUST_PROXY,
    loginTriesPerIpPerMinute: e.LOGIN_TRIES_PER_IP_PER_MINUTE,
    redisPrefix: e.REDIS_PREFIX,
    tripCheckTickMs: e.TRIP_CHECK_TICK_MS,
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
      simulatedBuses: e.SIMULATED_BUSES,
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
    deliveries: {
      // FREE_WAIT_MINUTES, the wait the screens write; the journeys' server shortens it to reach the way back.
      freeWaitMs: e.DELIVERY_FREE_WAIT_MS,
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
    holdMs: Math.round(e.EARNINGS_HOLD_HOURS * 3_600_000),
    bankChangeHoldMs: Math.round(e.BANK_CHANGE_HOLD_HOURS * 3_600_000),
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

/** Africa's Talking's live API; its sandbox (username "sandbox") has a host of its own. */
export const AT_LIVE_URL = "https://api.africastalking.com";
export const AT_SANDBOX_URL = "https://api.sandbox.africastalking.com";

/**
 * The rules of docs/decisions/0026-sms.md, like mail's: production sends through Africa's Talking's protocol
 * unless SMS is explicitly disabled and never has the outbox; elsewhere the outbox is on without credentials.
 */
function smsConfig(e: z.output<typeof envSchema>): SmsConfig {
  const refuse = (message: string) => {
    throw new Error(`Invalid configuration: ${message}`);
  };
  if (Boolean(e.AT_API_KEY) !== Boolean(e.AT_USERNAME)) {
    refuse("set AT_API_KEY and AT_USERNAME together, or neither.");
  }
  if (e.SMS_DISABLED && e.AT_API_KEY) {
    refuse("SMS_DISABLED=1 and AT_API_KEY are both set. Remove one of them.");
  }
  if (e.SMS_DISABLED && e.SMS_OUTBOX) {
    refuse("SMS_DISABLED=1 and SMS_OUTBOX=1 are both set. Remove one of them.");
  }
  if (e.NODE_ENV === "production") {
    if (e.SMS_OUTBOX) {
      refuse(
        "SMS_OUTBOX=1 is not allowed when NODE_ENV is production: the outbox would show every text message " +
          "the app sends, with its codes and phone numbers, to anyone.",
      );
    }
    if (!e.AT_API_KEY && !e.SMS_DISABLED) {
      refuse(
        "AT_API_KEY and AT_USERNAME are required when NODE_ENV is production, so text messages reach their " +
          "recipients (AT_BASE_URL names another server of Africa's Talking's protocol). Set them, or set " +
          "SMS_DISABLED=1 to run without sending SMS.",
      );
    }
  }
  const gateway =
    e.AT_API_KEY && e.AT_USERNAME
      ? {
          baseUrl: (e.AT_BASE_URL ?? (e.AT_USERNAME === "sandbox" ? AT_SANDBOX_URL : AT_LIVE_URL)).replace(
            /\/+$/,
            "",
          ),
          apiKey: e.AT_API_KEY,
          username: e.AT_USERNAME,
          from: e.SMS_FROM,
          timeoutMs: e.AT_TIMEOUT_MS,
        }
      : null;
  const outbox = e.NODE_ENV === "production" ? false : (e.SMS_OUTBOX ?? (!gateway && !e.SMS_DISABLED));
  return { gateway, outbox, disabled: e.SMS_DISABLED };
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or a pair generated once into DATA_DIR (like the
 * session secret), so browsers' subscriptions stay valid across restarts and instances sharing DATA_DIR.
 */
function pushConfig(e: z.output<typeof envSchema>, dataDir: string): PushConfig {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      "Invalid configuration: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither (a pair is then generated into DATA_DIR).",
    );
  }
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? checkVapidKeys(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)
      : persistentVapidKeys(dataDir);
  return {
    ...keys,
    subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    serviceHosts: e.PUSH_SERVICE_HOSTS.split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

type VapidKeys = { publicKey: string; privateKey: string };

/** The pair must be a P-256 key pair: a 65-byte uncompressed public point and the 32-byte private key of it. */
function checkVapidKeys(publicKey: string, privateKey: string): VapidKeys {
  const refuse = () => {
    throw new Error(
      "Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (as `npx web-push generate-vapid-keys` prints).",
    );
  };
  const pub = Buffer.from(publicKey, "base64url");
  const priv = Buffer.from(privateKey, "base64url");
  if (pub.length !== 65 || pub[0] !== 4 || priv.length !== 32) refuse();
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) refuse();
  } catch {
    refuse();
  }
  return { publicKey, privateKey };
}

function persistentVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, "vapid-keys.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
    return checkVapidKeys(stored.publicKey, stored.privateKey);
  }
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // 32 bytes: a private key with leading zero bytes comes shorter.
    privateKey: Buffer.from(ecdh.getPrivateKey().toString("hex").padStart(64, "0"), "hex").toString(
      "base64url",
    ),
  };
  // "wx": two processes starting on a fresh DATA_DIR at once keep the first pair written.
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return persistentVapidKeys(dataDir);
  }
  return keys;
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

/**
 * Payment webhook benchmark (npm run bench:webhooks). Prints figures and a ratio against a floor measured in
 * the same run; never a pass/fail test.
 *
 * Webhooks applied per second: BENCH_WEBHOOKS signed charge.success events (wallet top-ups), BENCH_CONCURRENCY
 * at a time, sent over HTTP to the API listening on a free port, timed until every one is applied: signature
 * checked, stored once, taken by the payments.event job, verified at a Paystack stand-in over HTTP, moved
 * pending -> success and posted to the ledger. Then the same events again, as replays that must change nothing.
 * Floor: a bare HMAC-SHA512 verify of the same bodies (the one step no webhook can skip).
 *
 * Env: BENCH_WEBHOOKS (500), BENCH_CONCURRENCY (16), BENCH_USE_POSTGRES=1 with DATABASE_URL (a database of its
 * own, created and dropped here; the embedded one otherwise).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LEDGER } from "@campusgo/domain";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { gatewayEvents, payments, users } from "../apps/api/src/db/schema/index.ts";
import { balanceOf, ledgerHealth } from "../apps/api/src/modules/payments/ledger.ts";
import { isValidSignature } from "../apps/api/src/modules/payments/signature.ts";
import { WEBHOOK_PATH } from "../apps/api/src/modules/payments/webhook-route.ts";
import { startFakePaystack } from "../apps/api/test/helpers/fake-paystack.ts";
import { sleep } from "./dispatch-stats.ts";

const COUNT = Number(process.env.BENCH_WEBHOOKS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const RIDERS = 50;
const SECRET = `sk_bench_${randomBytes(8).toString("hex")}`;

const perSecond = (count: number, ms: number) => `${Math.round((count / ms) * 1000).toLocaleString("en")}/s`;

// The gateway: a stand-in speaking Paystack's protocol over HTTP, as in the API tests.
const fake = await startFakePaystack(SECRET);

// The database: embedded, or a PostgreSQL database of this run's own.
const base = process.env.BENCH_USE_POSTGRES === "1" ? process.env.DATABASE_URL : undefined;
const pgName = `cg_bench_webhooks_${randomBytes(3).toString("hex")}`;
const withDatabase = (name: string) => {
  const u = new URL(base ?? "");
  u.pathname = `/${name}`;
  return u.toString();
};
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase("postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
if (base) await onServer(`CREATE DATABASE "${pgName}"`);
const database = base
  ? await openDatabase({ kind: "postgres", url: withDatabase(pgName) })
  : await openDatabase({ kind: "pglite", dataDir: "memory" });

const dataDir = mkdtempSync(join(tmpdir(), "campusgo-bench-"));
const config = loadConfig({
  NODE_ENV: "production",
  MAIL_DISABLED: "1",
  SMS_DISABLED: "1",
  LOG_LEVEL: "error",
  DATA_DIR: dataDir,
  DEMO: "0",
  PORT: "0",
  HOST: "127.0.0.1",
  DISPATCH_TICK_MS: "0",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_BASE_URL: fake.url,
});
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${WEBHOOK_PATH}`;
const db = database.db;

// Riders with top-ups started at the gateway and paid there: what the webhooks will tell the app about.
const tag = randomBytes(3).toString("hex");
const riders = await db
  .insert(users)
  .values(
    Array.from({ length: RIDERS }, (_, i) => ({
      role: "passenger" as const,
      fullName: `Bench rider ${i}`,
      email: `bench-${tag}-rider-${i}@example.test`,
      emailVerifiedAt: new Date(),
    })),
  )
  .returning({ id: users.id });
const topUps = Array.from({ length: COUNT }, (_, i) => ({
  reference: `CG-W-bench${tag}${String(i).padStart(6, "0")}`,
  userId: riders[i % RIDERS]?.id as string,
  purpose: "topup",
  amountKobo: 10_000 + i,
  authorizationUrl: `${fake.url}/checkout/bench-${i}`,
}));
for (let i = 0; i < topUps.length; i += 500) await db.insert(payments).values(topUps.slice(i, i + 500));
let id = 1;
for (const p of topUps) {
  fake.transactions.set(p.reference, {
    id: id++,
    reference: p.reference,
    amount: p.amountKobo,
    currency: "NGN",
    email: "rider@example.test",
    status: "success",
    channel: "card",
    paidAt: new Date().toISOString(),
    callbackUrl: null,
    metadata: { purpose: "topup" },
  });
}
const bodies = topUps.map((p) => fake.signed(fake.chargeSuccess(p.reference)));

/** Sends every body, CONCURRENCY at a time; answers how many got 200 and what they said. */
async function sendAll(): Promise<{ ok: number; duplicates: number; ms: number }> {
  let next = 0;
  let ok = 0;
  let duplicates = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < bodies.length; i = next++) {
        const { raw, signature } = bodies[i] as { raw: string; signature: string };
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", "x-paystack-signature": signature },
          body: raw,
        });
        const answer = (await res.json()) as { duplicate?: boolean };
        if (res.status === 200) ok++;
        if (answer.duplicate) duplicates++;
      }
    }),
  );
  return { ok, duplicates, ms: performance.now() - started };
}

const applied = async () =>
  Number(
    (
      await db
        .select({ n: sql<string>`count(*)` })
        .from(gatewayEvents)
        .where(eq(gatewayEvents.status, "applied"))
    )[0]?.n ?? 0,
  );

// 1. The webhooks, until every one is applied.
const started = performance.now();
const received = await sendAll();
let appliedCount = await applied();
const deadline = Date.now() + 10 * 60_000;
while (appliedCount < COUNT && Date.now() < deadline) {
  await sleep(20);
  appliedCount = await applied();
}
const appliedMs = performance.now() - started;

// 2. The same events again: each a duplicate, answered at once, changing nothing.
const replayed = await sendAll();
await sleep(200);

// Floor: a bare signature check of the same bodies, repeated for at least a second.
const buffers = bodies.map((b) => ({ raw: Buffer.from(b.raw), signature: b.signature }));
let verified = 0;
const floorStart = performance.now();
while (performance.now() - floorStart < 1000) {
  for (const b of buffers) if (isValidSignature(b.raw, b.signature, SECRET)) verified++;
}
const floorMs = performance.now() - floorStart;

const health = await ledgerHealth(db);
const expectedKobo = topUps.reduce((s, p) => s + p.amountKobo, 0);
const firstWallet = await balanceOf(db, LEDGER.wallet(riders[0]?.id as string));
const appliedPerSecond = (appliedCount / appliedMs) * 1000;
const floorPerSecond = (verified / floorMs) * 1000;

console.log(
  `webhooks: ${COUNT} signed charge.success (wallet top-ups), ${CONCURRENCY} at a time, ${base ? "PostgreSQL" : "PGlite"}`,
);
console.log(`  received (answered 200): ${received.ok}/${COUNT}, ${perSecond(received.ok, received.ms)}`);
console.log(
  `  webhooks applied per second: ${perSecond(appliedCount, appliedMs)} (${appliedCount}/${COUNT} applied in ${(appliedMs / 1000).toFixed(1)} s: verified at the gateway over HTTP, ledger written)`,
);
console.log(
  `  replays: ${replayed.duplicates}/${COUNT} answered as duplicates, ${perSecond(replayed.ok, replayed.ms)}; ledger sum ${health.sumKobo} kobo, wallets ${health.walletsKobo === expectedKobo ? "hold exactly the top-ups" : `hold ${health.walletsKobo}, expected ${expectedKobo}`} (first rider ${firstWallet} kobo)`,
);
console.log(`  floor: bare HMAC-SHA512 verify of the same bodies: ${perSecond(verified, floorMs)}`);
console.log(`  ratio applied / floor: ${(appliedPerSecond / floorPerSecond).toPrecision(2)}x`);

await app.close();
await fake.close();
await database.close();
if (base) await onServer(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmsMessage, smsMessages } from "../src/db/schema/index.ts";
import { SMS_JOB } from "../src/lib/sms.ts";
import { type AppOnDatabase, appOnDatabase } from "./helpers/app-on-database.ts";
import { createTestDatabase } from "./helpers/database.ts";
import { type FakeAfricasTalking, startFakeAfricasTalking } from "./helpers/fake-africastalking.ts";
import { eventually } from "./helpers/wait.ts";

/**
 * Text messages through Africa's Talking's protocol, against a local server of it: each text is delivered
 * once, a gateway that is down or failing is retried until it answers, a refusal that cannot pass is given up
 * and recorded, and neither the number nor the text reaches the log.
 */

const RETRY_LIMIT = 3;
let fake: FakeAfricasTalking;
let t: AppOnDatabase;
let drop: () => Promise<void>;
const lines: string[] = [];
/** Every number and text sent here, none of which may be logged. */
const secrets: string[] = [];

beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  const created = await createTestDatabase();
  drop = created.drop;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await appOnDatabase(
    created.database,
    {
      AT_BASE_URL: `${fake.url}/`,
      AT_API_KEY: fake.apiKey,
      AT_USERNAME: fake.username,
      SMS_FROM: "CampusGo",
      AT_TIMEOUT_MS: "5000",
      JOBS_RETRY_LIMIT: String(RETRY_LIMIT),
    },
    logStream,
  );
});
afterAll(async () => {
  await t?.close();
  await drop?.();
  await fake?.close();
});

let numbers = 0;
/** A Nigerian number as a user would type it, and the E.164 the gateway must get. */
function number(): { typed: string; e164: string } {
  const local = `803${String(Date.now() % 1e5).padStart(5, "0")}${String(numbers++ % 100).padStart(2, "0")}`;
  secrets.push(local);
  return { typed: `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`, e164: `+234${local}` };
}

function text(): string {
  const tag = randomBytes(4).toString("hex");
  secrets.push(tag);
  return `CampusGo: your drop-off code is ${tag}.`;
}

const rowOf = async (id: string): Promise<SmsMessage> => {
  const [row] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id));
  if (!row) throw new Error(`no sms ${id}`);
  return row;
};

/** The row once it is no longer queued. */
const settled = (id: string, timeoutMs = 20_000) =>
  eventually(async () => ((row) => row.status !== "queued" && row)(await rowOf(id)), {
    timeoutMs,
    what: "the text to be sent or given up",
  });

/** The delivery job of a text, once it is finished (completed: the queue will not run it again). */
const jobDone = (id: string) =>
  eventually(
    async () => {
      const { rows } = await t.database.executeSql(
        "SELECT state FROM pgboss.job WHERE name = $1 AND data->>'id' = $2",
        [SMS_JOB, id],
      );
      const states = (rows as { state: string }[]).map((r) => r.state);
      return states.length > 0 && states.every((s) => s === "completed") && states;
    },
    { what: "the delivery job to complete" },
  );

const requestsWith = (message: string) => fake.requests.filter((r) => r.form.message === message);

async function send(to: string, message: string, purpose = "test.code"): Promise<string> {
  const id = await t.app.sms.send({ to, text: message, purpose });
  if (!id) throw new Error("the text was not stored");
  return id;
}

describe("a text through Africa's Talking's protocol", () => {
  it("is sent once, as the documented form with the API key, and recorded with the gateway's id and cost", async () => {
    const to = number();
    const message = text();
    const id = await send(to.typed, message);

    const row = await settled(id);
    expect(row).toMatchObject({
      to: to.e164,
      purpose: "test.code",
      text: message,
      status: "sent",
      cost: "NGN 2.2000",
      attempts: 1,
      error: null,
    });
    expect(row.gatewayMessageId).toMatch(/^ATXid_/);
    expect(row.sentAt).toBeInstanceOf(Date);

    expect(await jobDone(id)).toEqual(["completed"]);
    const requests = requestsWith(message);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/version1/messaging");
    expect(request?.authorized).toBe(true);
    expect(request?.headers.apikey).toBe(fake.apiKey);
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.form).toEqual({ username: fake.username, to: to.e164, message, from: "CampusGo" });
  });

  it("is retried while the gateway answers 5xx, and sent once it answers", async () => {
    fake.next({ http: 503, body: "Service Unavailable" }, 2);
    const message = text();
    const id = await send(number().typed, message);

    const row = await settled(id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, error: null });
    await jobDone(id);
    expect(requestsWith(message)).toHaveLength(3);
    expect(lines.join("")).toContain("job failed and will be retried");
  });

  it("is retried while the gateway is down, and sent when it is back", async () => {
    await fake.down();
    const message = text();
    const id = await send(number().typed, message);
    // The first attempt found nobody listening; the text waits for its retry.
    const waiting = await eventually(
      async () => ((row) => row.attempts >= 1 && row.error !== null && row)(await rowOf(id)),
      { what: "a failed attempt" },
    );
    expect(waiting).toMatchObject({ status: "queued", error: expect.stringMatching(/^gateway unreachable/) });
    await fake.up();

    expect(await settled(id)).toMatchObject({ status: "sent", error: null });
    await jobDone(id);
    expect(requestsWith(message)).toHaveLength(1);
  });

  it("is retried when the gateway does not answer in time (the gateway may then have it twice)", async () => {
    fake.next({ hang: true });
    const message = text();
    const id = await send(number().typed, message);

    expect(await settled(id)).toMatchObject({ status: "sent", attempts: 2, error: null });
    await jobDone(id);
    expect(requestsWith(message)).toHaveLength(2);
  });

  it("is retried when the gateway cannot send it now (500 InternalServerError, 405 InsufficientBalance)", async () => {
    fake.next({ statusCode: 500 });
    fake.next({ statusCode: 405 });
    const message = text();
    const id = await send(number().typed, message);

    expect(await settled(id)).toMatchObject({ status: "sent", attempts: 3 });
    await jobDone(id);
    expect(requestsWith(message)).toHaveLength(3);
  });

  it("is given up at once and recorded when the gateway refuses the number for good", async () => {
    const refusals = [
      [403, "403 InvalidPhoneNumber"],
      [406, "406 UserInBlacklist"],
      [401, "401 RiskHold"],
      [402, "402 InvalidSenderId"],
      [409, "409 DoNotDisturbRejection"],
    ] as const;
    for (const [code, error] of refusals) {
      fake.next({ statusCode: code });
      const message = text();
      const id = await send(number().typed, message, "test.refused");
      expect(await settled(id), error).toMatchObject({
        status: "failed",
        attempts: 1,
        error,
        gatewayMessageId: null,
        sentAt: null,
      });
      await jobDone(id);
      expect(requestsWith(message), error).toHaveLength(1);
      expect(lines.join("")).toContain(`"reason":"${error}"`);
    }
    expect(lines.join("")).toContain("sms refused by the gateway and given up");
  });

  it("is given up when the gateway refuses the API key, with what it said", async () => {
    fake.next({ http: 401, body: "The supplied authentication is invalid" });
    const message = text();
    const id = await send(number().typed, message);

    const row = await settled(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.error).toBe(
      "gateway refused the API key or username (HTTP 401: The supplied authentication is invalid)",
    );
    expect(requestsWith(message)).toHaveLength(1);
  });

  it("is given up and recorded after the last retry while the gateway keeps failing", async () => {
    fake.next({ http: 502 }, RETRY_LIMIT + 1);
    const message = text();
    const id = await send(number().typed, message);

    const row = await settled(id, 30_000);
    expect(row).toMatchObject({
      status: "failed",
      attempts: RETRY_LIMIT + 1,
      error: "gateway answered HTTP 502",
    });
    await jobDone(id);
    expect(requestsWith(message)).toHaveLength(RETRY_LIMIT + 1);
    expect(lines.join("")).toContain("sms given up after its last attempt");
  }, 45_000);

  it("is recorded as not sent, and never reaches the gateway, when the number is no Nigerian mobile", async () => {
    const before = fake.requests.length;
    const message = text();
    const id = await send("12345", message);
    expect(await rowOf(id)).toMatchObject({
      to: "12345",
      status: "failed",
      attempts: 0,
      error: "not a Nigerian mobile number",
    });
    const { rows } = await t.database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'id' = $2",
      [SMS_JOB, id],
    );
    expect(rows).toEqual([{ n: 0 }]);
    expect(fake.requests.length).toBe(before);
  });

  it("sends 20 texts sent at once as 20 messages, each once", async () => {
    const batch = Array.from({ length: 20 }, () => ({ to: number(), message: text() }));
    const ids = await Promise.all(batch.map((b) => send(b.to.typed, b.message, "test.batch")));
    expect(new Set(ids).size).toBe(20);

    for (const id of ids) expect(await settled(id)).toMatchObject({ status: "sent", attempts: 1 });
    for (const id of ids) await jobDone(id);
    for (const b of batch) {
      const requests = requestsWith(b.message);
      expect(requests).toHaveLength(1);
      expect(requests[0]?.form.to).toBe(b.to.e164);
    }
  });

  it("keeps a job that runs again from sending a text already sent", async () => {
    const message = text();
    const id = await send(number().typed, message);
    await settled(id);
    await jobDone(id);
    // The same job delivered again (its outcome was lost and it expired): the row says it is done.
    await t.app.jobs.send(SMS_JOB, { id });
    await eventually(
      async () => {
        const { rows } = await t.database.executeSql(
          "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'id' = $2 AND state = 'completed'",
          [SMS_JOB, id],
        );
        return (rows as { n: number }[])[0]?.n === 2;
      },
      { what: "the second job to complete" },
    );
    expect(requestsWith(message)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("never logs a number or a text, and stores neither in the job tables", async () => {
    const log = lines.join("");
    expect(log).toContain('"purpose":"test.code"');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(fake.apiKey);
    const { rows } = await t.database.executeSql(
      "SELECT data::text AS data, output::text AS output FROM pgboss.job WHERE name = $1",
      [SMS_JOB],
    );
    const stored = JSON.stringify(rows);
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });
});

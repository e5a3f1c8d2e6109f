import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type AppOnDatabase, appOnDatabase } from "./helpers/app-on-database.ts";
import { createReopenableDatabase } from "./helpers/reopenable-database.ts";
import { eventually, sleep } from "./helpers/wait.ts";

declare module "../src/jobs/types.ts" {
  interface JobTypes {
    "test.flaky": { key: string };
    "test.keyed": { key: string; copy: number };
    "test.due": { key: string };
    "test.count": { n: number };
    [fresh: `test.fresh.${string}`]: { n: number };
  }
}

/** The state pg-boss keeps for one job. */
async function jobState(t: { database: TestApp["database"] }, id: string) {
  const { rows } = await t.database.executeSql("SELECT state, retry_count FROM pgboss.job WHERE id = $1", [
    id,
  ]);
  return rows[0] as { state: string; retry_count: number } | undefined;
}

describe("durable jobs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends to several queues that do not exist yet, all at once", async () => {
    for (let round = 0; round < 5; round++) {
      const names = Array.from({ length: 6 }, () => `test.fresh.${randomUUID()}` as const);
      const ids = await Promise.all(names.map((name, n) => t.app.jobs.send(name, { n })));
      expect(ids.every((id) => typeof id === "string")).toBe(true);
    }
  });

  it("runs a job that throws again later, until it succeeds", async () => {
    const attempts: number[] = [];
    const key = randomUUID();
    await t.app.jobs.work("test.flaky", async (data, job) => {
      if (data.key !== key) return;
      attempts.push(job.attempt);
      if (job.attempt < 3) throw new Error("not yet");
    });
    const id = await t.app.jobs.send("test.flaky", { key });
    if (!id) throw new Error("job not stored");
    await eventually(async () => (await jobState(t, id))?.state === "completed", {
      timeoutMs: 20_000,
      what: "the flaky job to complete",
    });
    expect(attempts).toEqual([1, 2, 3]);
    expect((await jobState(t, id))?.retry_count).toBe(2);
  });

  it("keeps one waiting job per singleton key, and takes the key again once that job ran", async () => {
    const ran: number[] = [];
    const key = randomUUID();
    await t.app.jobs.work("test.keyed", async (data) => {
      if (data.key === key) ran.push(data.copy);
    });
    const startAfter = new Date(Date.now() + 1500);
    const first = await t.app.jobs.send("test.keyed", { key, copy: 1 }, { startAfter, singletonKey: key });
    const second = await t.app.jobs.send("test.keyed", { key, copy: 2 }, { startAfter, singletonKey: key });
    const other = await t.app.jobs.send(
      "test.keyed",
      { key, copy: 3 },
      { startAfter, singletonKey: `${key}-b` },
    );
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(ran).toEqual([]);

    await eventually(() => ran.length === 2, { what: "the keyed jobs to run" });
    expect(ran.sort()).toEqual([1, 3]);
    const again = await t.app.jobs.send("test.keyed", { key, copy: 4 }, { singletonKey: key });
    expect(again).toEqual(expect.any(String));
    await eventually(() => ran.includes(4), { what: "the job sent again to run" });
    await sleep(1000);
    expect(ran.sort()).toEqual([1, 3, 4]);
  });
});

describe("a job that fell due while the app was stopped", () => {
  it("runs within seconds after the app starts again on the same database", async () => {
    const store = await createReopenableDatabase();
    const ran: string[] = [];
    const key = randomUUID();
    const record = async (data: { key: string }) => void ran.push(data.key);
    try {
      const firstDb = await store.open();
      const first = await appOnDatabase(firstDb);
      await first.app.jobs.work("test.due", record);
      const dueAt = new Date(Date.now() + 1500);
      expect(await first.app.jobs.send("test.due", { key }, { startAfter: dueAt })).toEqual(
        expect.any(String),
      );
      await first.close();
      await firstDb.close();
      expect(ran).toEqual([]);

      await sleep(dueAt.getTime() + 500 - Date.now());
      const againDb = await store.open();
      const again = await appOnDatabase(againDb);
      try {
        const started = Date.now();
        await again.app.jobs.work("test.due", record);
        await eventually(() => ran.length > 0, { timeoutMs: 5000, what: "the overdue job" });
        expect(Date.now() - started).toBeLessThan(5000);
        expect(ran).toEqual([key]);
      } finally {
        await again.close();
        await againDb.close();
      }
    } finally {
      await store.drop();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two app instances on one PostgreSQL database", () => {
  const N = 60;
  const runs: { n: number; instance: number }[] = [];
  let instances: AppOnDatabase[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const store = await createReopenableDatabase();
    drop = store.drop;
    instances = [await appOnDatabase(await store.open()), await appOnDatabase(await store.open())];
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.close();
      await instance.database.close();
    }
    await drop();
  });

  it("runs each job exactly once", async () => {
    for (const [instance, { app }] of instances.entries()) {
      await app.jobs.work(
        "test.count",
        async ({ n }) => {
          // A little work, so both instances are busy at once.
          await sleep(5);
          runs.push({ n, instance });
        },
        { concurrency: 3 },
      );
    }
    const sent = await Promise.all(
      Array.from({ length: N }, (_, n) => instances[n % 2]?.app.jobs.send("test.count", { n })),
    );
    expect(sent.every((id) => typeof id === "string")).toBe(true);
    await eventually(() => runs.length >= N, { timeoutMs: 20_000, what: "all jobs to run" });
    // Whatever would run twice has had time to.
    await sleep(1500);
    expect(runs.length).toBe(N);
    expect(new Set(runs.map((r) => r.n)).size).toBe(N);
  });
});

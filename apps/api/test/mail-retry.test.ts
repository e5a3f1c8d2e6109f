import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_JOB } from "../src/lib/mail.ts";
import { type AppOnDatabase, appOnDatabase } from "./helpers/app-on-database.ts";
import { createTestDatabase } from "./helpers/database.ts";
import { freePort } from "./helpers/ports.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./helpers/smtp.ts";
import { client } from "./helpers/users.ts";
import { eventually } from "./helpers/wait.ts";

describe("mail while the SMTP server is down", () => {
  let t: AppOnDatabase;
  let drop: () => Promise<void>;
  let port: number;
  let smtp: SmtpReceiver | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    const created = await createTestDatabase();
    drop = created.drop;
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await appOnDatabase(created.database, { SMTP_URL: `smtp://127.0.0.1:${port}` }, logStream);
  });
  afterAll(async () => {
    await t.close();
    await drop();
    await smtp?.close();
  });

  /** The mail jobs pg-boss holds: their state and how often they were retried. */
  const mailJobs = async () => {
    const { rows } = await t.database.executeSql(
      "SELECT state, retry_count FROM pgboss.job WHERE name = $1",
      [MAIL_JOB],
    );
    return rows as { state: string; retry_count: number }[];
  };

  it("is delivered once the server is back, and the log holds neither address nor link", async () => {
    const email = `down-${Date.now().toString(36)}@example.test`;
    const res = await client(t as never)({
      method: "POST",
      url: "/api/auth/register/passenger",
      payload: {
        fullName: "Ada Obi",
        email,
        phoneNumber: `070${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        password: "ride-safe-1",
        role: "passenger",
      },
    });
    // The sign-up does not wait for SMTP and does not fail with it.
    expect(res.statusCode).toBe(201);

    // The first attempt failed and the job waits for its retry.
    await eventually(async () => (await mailJobs()).some((job) => job.state === "retry"), {
      what: "a failed delivery attempt",
    });

    smtp = await startSmtpReceiver({ port });
    const mail = await eventually(() => smtp?.received.find((m) => m.to.includes(email)), {
      timeoutMs: 20_000,
      what: "the mail to arrive",
    });
    expect(mail.raw).toMatch(/^Subject: Activate your CampusGo account\r?$/m);

    // Delivered mail is not kept in the job tables with its link.
    await eventually(async () => (await mailJobs()).length === 0, {
      what: "the delivered job to be removed",
    });

    const log = lines.join("");
    expect(log).toContain("job failed and will be retried");
    expect(log).toContain(`"queue":"${MAIL_JOB}"`);
    expect(log).not.toContain(email);
    expect(log).not.toMatch(/activate\?token=/);
  });
});

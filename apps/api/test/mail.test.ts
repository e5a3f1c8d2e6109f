import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { outbox } from "./helpers/outbox.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./helpers/smtp.ts";
import { client } from "./helpers/users.ts";

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const phone = () => `070${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

const signUp = (t: TestApp, email: string, fullName = "Ada Obi") =>
  client(t)({
    method: "POST",
    url: "/api/auth/register/passenger",
    payload: { fullName, email, phoneNumber: phone(), password: "ride-safe-1", role: "passenger" },
  });

describe("development outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists sent mail newest first as JSON, optionally for one address", async () => {
    const first = `first-${unique()}@example.test`;
    const second = `second-${unique()}@example.test`;
    expect((await signUp(t, first)).statusCode).toBe(201);
    expect((await signUp(t, second)).statusCode).toBe(201);
    const all = await outbox(t);
    expect(all.slice(0, 2).map((m) => m.to)).toEqual([second, first]);
    expect(all[0]).toEqual({
      to: second,
      subject: "Activate your CampusGo account",
      text: expect.stringContaining("http://localhost:3000/activate?token="),
      html: expect.stringContaining('<a href="http://localhost:3000/activate?token='),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const mine = await outbox(t, first);
    expect(mine.map((m) => m.to)).toEqual([first]);
  });

  it("shows the outbox as an escaped HTML page with clickable links and no script", async () => {
    const email = `page-${unique()}@example.test`;
    expect((await signUp(t, email, "<i>Eve</i> Obi")).statusCode).toBe(201);
    const res = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
    const page = res.body;
    expect(page).toContain("CampusGo mail outbox");
    expect(page).toContain(email);
    expect(page).toContain("Hello &lt;i&gt;Eve&lt;/i&gt;,");
    expect(page).not.toContain("<i>Eve</i>");
    expect(page).toMatch(
      /<a href="http:\/\/localhost:3000\/activate\?token=[\w-]+&amp;role=passenger&amp;whois=[\w-]+">/,
    );
    expect(page).not.toMatch(/<script/i);
    // The HTML part escapes the name too.
    const [mail] = await outbox(t, email);
    expect(mail?.html).toContain("&lt;i&gt;Eve&lt;/i&gt;");
  });
});

describe("mail over SMTP", () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  it("delivers to a real SMTP server with text and HTML parts, and the outbox is off", async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "CampusGo <rides@campusgo.test>" });
    try {
      const email = `smtp-${unique()}@example.test`;
      expect((await signUp(t, email)).statusCode).toBe(201);
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.from).toBe("rides@campusgo.test");
      expect(mail.raw).toMatch(/^Subject: Activate your CampusGo account\r?$/m);
      expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
      expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
      expect(mail.raw.replace(/=\r?\n/g, "")).toContain("http://localhost:3000/activate?token");

      expect((await t.app.inject({ method: "GET", url: "/api/dev/mail" })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: "/dev/mail" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("also keeps the outbox when MAIL_OUTBOX=1", async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_OUTBOX: "1" });
    try {
      const email = `both-${unique()}@example.test`;
      expect((await signUp(t, email)).statusCode).toBe(201);
      await smtp.waitFor((m) => m.to.includes(email));
      expect((await outbox(t, email)).map((m) => m.subject)).toEqual(["Activate your CampusGo account"]);
    } finally {
      await t.close();
    }
  });
});

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema/index.ts";
import { sha256 } from "../src/lib/tokens.ts";
import { MAX_SESSIONS_PER_USER } from "../src/modules/auth/sessions.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { connect, listen, redisEnv } from "./helpers/rides.ts";
import { client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp(redisEnv());
  url = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const sessionsOf = (userId: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe("sessions per user", () => {
  it(`keeps the newest ${MAX_SESSIONS_PER_USER}: a new login ends the oldest and closes its connections`, async () => {
    const user = await createUser(t);
    const browsers = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) browsers.push(await signedIn(t, user));
    const [oldest, second] = browsers;
    if (!oldest || !second) throw new Error("no sessions");
    const socket = await connect(url, oldest);
    sockets.push(socket);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));

    const fresh = client(t);
    const login = await fresh({
      method: "POST",
      url: "/api/auth/login",
      payload: { email_or_phone: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(MAX_SESSIONS_PER_USER);
    expect(await closed).toBe("io server disconnect");
    expect((await oldest({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    expect((await second({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
    expect((await fresh({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
  });
});

describe("expired sessions", () => {
  it("are deleted by the housekeeping pass; live ones stay", async () => {
    const user = await createUser(t);
    const live = await signedIn(t, user);
    const now = new Date();
    await t.database.db.insert(sessions).values({
      userId: user.id,
      tokenHash: sha256(randomBytes(32).toString("hex")),
      expiresAt: new Date(now.getTime() - 1000),
    });
    expect(await sessionsOf(user.id)).toHaveLength(2);
    await t.app.housekeeping.run(now);
    const left = await sessionsOf(user.id);
    expect(left).toHaveLength(1);
    expect(left[0]?.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    expect((await live({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(200);
  });
});

import { randomBytes } from "node:crypto";
import type { Role } from "@campusgo/domain";
import type { InjectOptions } from "fastify";
import { type User, users } from "../../src/db/schema/index.ts";
import { hashPassword } from "../../src/lib/password.ts";
import { CSRF_HEADER } from "../../src/plugins/csrf.ts";
import type { TestApp } from "./app.ts";

export const TEST_PASSWORD = "ride-safe-123";
let passwordHash: Promise<string> | undefined;

/** A unique, activated user with the test password. */
export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {},
): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const unique = randomBytes(5).toString("hex");
  const [user] = await t.database.db
    .insert(users)
    .values({
      role: "passenger",
      fullName: `Test User ${unique}`,
      email: `user-${unique}@example.test`,
      phoneNumber: `080${Number.parseInt(unique, 16).toString().padStart(8, "0").slice(-8)}`,
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
      // An admin can do everything unless the test gives them a narrower right.
      ...(overrides.role === "admin" ? { adminRight: "super_admin" as const } : {}),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

export type Client = (options: InjectOptions) => ReturnType<TestApp["app"]["inject"]>;

/** Injects requests as a browser of the web app would: with the CSRF header and the cookies it was given. */
export function client(t: TestApp): Client & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const send = (async (options: InjectOptions) => {
    const res = await t.app.inject({
      ...options,
      headers: {
        [CSRF_HEADER]: "1",
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...options.headers,
      },
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = c.value === "" || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return res;
  }) as Client & { cookies: Map<string, string> };
  send.cookies = cookies;
  return send;
}

/** A client signed in as the given user through the session code the login route uses. */
export async function signedIn(t: TestApp, user: User): Promise<ReturnType<typeof client>> {
  const { startSession } = await import("../../src/modules/auth/sessions.ts");
  const c = client(t);
  const reply = {
    setCookie(name: string, value: string) {
      c.cookies.set(name, value);
      return reply;
    },
  };
  await startSession(
    t.database.db,
    { session: undefined, headers: {}, ip: "127.0.0.1", protocol: "http" } as never,
    reply as never,
    user.id,
  );
  return c;
}

/**
 * Creates an admin account, or promotes an existing account to admin, with a right (super_admin unless --right
 * says support, finance or operations; decision 0035).
 *   npm run admin:create -- --email ada@example.com --password "a long password" [--name "Ada Obi"] [--right finance]
 * Uses the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR; stop the server first
 * when it runs on the embedded database).
 */
import { parseArgs } from "node:util";
import {
  ADMIN_RIGHTS,
  type AdminRight,
  email as emailField,
  fullName as fullNameField,
  resetPassword,
} from "@campusgo/domain";
import { judgePassword } from "@campusgo/domain/password-strength";
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";
import { hashPassword } from "../src/lib/password.ts";
import { findUserByEmail } from "../src/modules/auth/repo.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      right: { type: "string" },
    },
  });
  const right = (values.right ?? "super_admin") as AdminRight;
  if (!ADMIN_RIGHTS.includes(right)) fail(`--right is one of ${ADMIN_RIGHTS.join(", ")}`);
  const email = emailField.safeParse(values.email ?? "");
  if (!email.success)
    fail("Usage: npm run admin:create -- --email <email> --password <password> [--name <name>]");
  const password = values.password === undefined ? undefined : resetPassword.safeParse(values.password);
  if (password && !password.success) fail(password.error.issues[0]?.message ?? "Invalid password");
  const name = fullNameField.safeParse(values.name ?? "CampusGo Admin");
  if (!name.success) fail(name.error.issues[0]?.message ?? "Invalid name");
  if (password?.success) {
    const verdict = judgePassword(password.data, { fullName: name.data, email: email.data });
    if (!verdict.strong) fail(verdict.message);
  }

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    const now = new Date();
    const passwordHash = password?.success ? await hashPassword(password.data) : undefined;
    const existing = await findUserByEmail(database.db, email.data);
    if (existing) {
      await database.db
        .update(users)
        .set({
          role: "admin",
          adminRight: right,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, existing.id));
      console.log(`${email.data} is now an admin (${right})${passwordHash ? " with the new password" : ""}.`);
    } else {
      if (!passwordHash) throw new Error("A new admin needs --password");
      await database.db.insert(users).values({
        role: "admin",
        adminRight: right,
        fullName: name.data,
        email: email.data,
        passwordHash,
        emailVerifiedAt: now,
      });
      console.log(`Admin ${email.data} (${right}) created.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

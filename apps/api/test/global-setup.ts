import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { createDatabase, databaseUrl, dropDatabase } from "./helpers/database.ts";

/** On PostgreSQL: migrate one template database for the run; each test file copies it. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const template = `cg_test_${randomBytes(3).toString("hex")}_template`;
  await createDatabase(base, template);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(base, template) });
  await database.close();
  project.provide("templateDatabase", template);
  return () => dropDatabase(base, template);
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

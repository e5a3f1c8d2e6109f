import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mail.ts";

/** What the account services need from the app. */
export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

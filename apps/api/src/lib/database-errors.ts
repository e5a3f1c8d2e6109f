/** What a PostgreSQL error (node-postgres or PGlite) tells about itself; its `detail` is left out on purpose. */
export interface PgErrorInfo {
  /** The SQLSTATE, e.g. "23505" or "22P02". */
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/**
 * The PostgreSQL error behind `error`, following `cause` (drizzle wraps the driver's error in one), or
 * undefined when there is none. Only fields that never carry row values are kept: no `detail`, no `where`.
 */
export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as Record<string, unknown>;
    const code = text(e.code);
    if (code && SQLSTATE.test(code) && ("severity" in e || "routine" in e)) {
      return {
        code,
        severity: text(e.severity),
        constraint: text(e.constraint),
        table: text(e.table),
        column: text(e.column),
        routine: text(e.routine),
      };
    }
    current = e.cause;
  }
  return undefined;
}

/**
 * SQLSTATEs only malformed input can cause: a value the database cannot read as its column's type (a bad
 * uuid, a NUL byte in text, a date out of range, a number too large). Answered as bad input, not a fault.
 */
const BAD_INPUT_STATES = new Set([
  "22P02", // invalid_text_representation
  "22021", // character_not_in_repertoire
  "22008", // datetime_field_overflow
  "22007", // invalid_datetime_format
  "22003", // numeric_value_out_of_range
  "22001", // string_data_right_truncation
  "54000", // program_limit_exceeded
]);

export const isBadInputDatabaseError = (info: PgErrorInfo | undefined): boolean =>
  info !== undefined && BAD_INPUT_STATES.has(info.code);

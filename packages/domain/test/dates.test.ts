import { describe, expect, it } from "vitest";
import { DATE_OF_BIRTH_MESSAGES, dateOfBirth } from "../src/schemas/dates.ts";
import { earlierIdentitySchema } from "../src/schemas/kyc.ts";

const messageOf = (value: unknown) => {
  const result = dateOfBirth.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("date of birth", () => {
  it("takes a real calendar date from 1900 up to today", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const date of ["1900-01-01", "1975-06-30", "2000-02-29", today])
      expect(messageOf(date)).toBeUndefined();
  });

  it.each([
    ["year 0000", "0000-01-01", DATE_OF_BIRTH_MESSAGES.tooEarly],
    ["the year before 1900", "1899-12-31", DATE_OF_BIRTH_MESSAGES.tooEarly],
    ["a date in the future", "9999-12-31", DATE_OF_BIRTH_MESSAGES.future],
    ["tomorrow", new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), DATE_OF_BIRTH_MESSAGES.future],
    ["a day that does not exist", "2023-02-29", DATE_OF_BIRTH_MESSAGES.required],
    ["a date with a time", "2000-01-01T00:00:00Z", DATE_OF_BIRTH_MESSAGES.required],
    ["a five-digit year", "20000-01-01", DATE_OF_BIRTH_MESSAGES.required],
    ["nothing", undefined, DATE_OF_BIRTH_MESSAGES.required],
  ])("refuses %s", (_, value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  it("is the rule of the earlier identity screen", () => {
    const result = earlierIdentitySchema.safeParse({
      meansOfIdentification: "NIN",
      documentID: "123",
      dob: "0000-01-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["dob"],
      message: DATE_OF_BIRTH_MESSAGES.tooEarly,
    });
  });
});

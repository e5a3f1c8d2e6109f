import { describe, expect, it } from "vitest";
import { MESSAGES, nigerianMobileNumber, phoneNumber, toNigerianE164 } from "../src/index.ts";

describe("a Nigerian mobile number in E.164", () => {
  it("reads every way people type the same number", () => {
    const typed = [
      "08031234567",
      "0803 123 4567",
      "0803-123-4567",
      "(0803) 123.4567",
      "8031234567",
      "2348031234567",
      "+2348031234567",
      "+234 803 123 4567",
      "+234 (0) 803 123 4567",
      "23408031234567",
      "  08031234567\n",
    ];
    for (const input of typed) expect(toNigerianE164(input), JSON.stringify(input)).toBe("+2348031234567");
  });

  it("takes every mobile range: 070, 080, 081, 090, 091", () => {
    expect(toNigerianE164("07012345678")).toBe("+2347012345678");
    expect(toNigerianE164("08101234567")).toBe("+2348101234567");
    expect(toNigerianE164("09012345678")).toBe("+2349012345678");
    expect(toNigerianE164("09151234567")).toBe("+2349151234567");
    // The demo accounts' numbers are mobile numbers too.
    expect(toNigerianE164("08000000002")).toBe("+2348000000002");
  });

  it("is null for what is not a Nigerian mobile number", () => {
    const refused = [
      "",
      "+",
      "0803123456", // one digit short
      "080312345678", // one digit too many
      "803123456",
      "+08031234567", // a + without the country code
      "+447700900123", // another country
      "447700900123",
      "+2341234567890", // 234 and a number that is no mobile range
      "01234 5678", // a Lagos landline
      "08031234567x",
      "0803\u00001234567",
      "٠٨٠٣١٢٣٤٥٦٧", // Arabic-Indic digits
      "2348031234567 ext 2",
      "+234+8031234567",
    ];
    for (const input of refused) expect(toNigerianE164(input), JSON.stringify(input)).toBeNull();
  });

  it("accepts every number the app's phone field accepts that has a Nigerian mobile's shape", () => {
    for (const stored of ["08031234567", "2348031234567", "8031234567"]) {
      expect(phoneNumber.safeParse(stored).success).toBe(true);
      expect(toNigerianE164(stored)).toBe("+2348031234567");
    }
  });

  it("has a field that gives E.164 or the app's phone message", () => {
    expect(nigerianMobileNumber.parse("0803 123 4567")).toBe("+2348031234567");
    const bad = nigerianMobileNumber.safeParse("12345");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(MESSAGES.invalidPhone);
    expect(nigerianMobileNumber.safeParse(`0${"8".repeat(100)}`).error?.issues[0]?.message).toBe(
      MESSAGES.invalidPhone,
    );
  });
});

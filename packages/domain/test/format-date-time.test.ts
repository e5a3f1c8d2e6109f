import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatAt, formatDate, formatDateTime, formatTime, formatWhen } from "../src/index.ts";

// Wednesday 25 November 2026, 9:00 WAT.
const NOW = new Date("2026-11-25T08:00:00Z");

describe("dates and times in West Africa Time", () => {
  it("says today and tomorrow, otherwise the weekday, day and month", () => {
    expect(formatDateTime("2026-11-25T15:30:00Z", NOW)).toBe("Today, 4:30 pm");
    expect(formatDateTime("2026-11-26T08:00:00Z", NOW)).toBe("Tomorrow, 9:00 am");
    expect(formatDateTime("2026-11-24T11:00:00Z", NOW)).toBe("Yesterday, 12:00 pm");
    expect(formatDateTime("2026-11-28T23:05:00Z", NOW)).toBe("Sun 29 Nov, 12:05 am");
    expect(formatDateTime("2027-01-04T09:15:00Z", NOW)).toBe("Mon 4 Jan 2027, 10:15 am");
  });

  it("reads the day in Lagos: 11:30 pm UTC is already tomorrow", () => {
    expect(formatDateTime("2026-11-25T23:30:00Z", NOW)).toBe("Tomorrow, 12:30 am");
    expect(formatDate(new Date("2026-11-20T23:30:00Z"), NOW)).toBe("Sat 21 Nov");
  });

  it("gives nothing for no date", () => {
    expect(formatDateTime(null, NOW)).toBe("");
    expect(formatDateTime("not a date", NOW)).toBe("");
    expect(formatAt(null, NOW)).toBe("");
    expect(formatWhen("not a date", NOW)).toBe("");
  });

  it('says a moment inside a sentence in lower case, never "at Today, …"', () => {
    // "Book for …", "booked for …"
    expect(formatAt("2026-11-25T14:57:00Z", NOW)).toBe("3:57 pm");
    expect(formatAt("2026-11-26T08:00:00Z", NOW)).toBe("tomorrow at 9:00 am");
    expect(formatAt("2026-11-28T23:05:00Z", NOW)).toBe("Sun 29 Nov at 12:05 am");
    // "your ride to Main gate …"
    expect(formatWhen("2026-11-25T14:57:00Z", NOW)).toBe("today at 3:57 pm");
    expect(formatWhen("2026-11-26T08:00:00Z", NOW)).toBe("tomorrow at 9:00 am");
    expect(formatWhen("2026-11-24T11:00:00Z", NOW)).toBe("yesterday at 12:00 pm");
    expect(formatWhen("2027-01-04T09:15:00Z", NOW)).toBe("on Mon 4 Jan 2027 at 10:15 am");
  });

  describe("on a device set to another time zone", () => {
    const zone = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = "America/New_York";
    });
    afterEach(() => {
      process.env.TZ = zone;
    });

    it("still prints the time in WAT", () => {
      // 4:30 pm in Lagos is 10:30 am in New York.
      const at = new Date("2026-11-25T10:30:00-05:00");
      expect(at.getHours()).toBe(10);
      expect(formatTime(at)).toBe("4:30 pm");
      expect(formatDateTime(at, NOW)).toBe("Today, 4:30 pm");
      // 8 pm on Wednesday in New York is already Thursday in Lagos.
      expect(formatDateTime(new Date("2026-11-25T20:00:00-05:00"), NOW)).toBe("Tomorrow, 2:00 am");
    });
  });
});

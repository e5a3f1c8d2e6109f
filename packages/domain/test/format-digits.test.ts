import { describe, expect, it } from "vitest";
import { groupDigits } from "../src/format/digits.ts";
import { formatNaira, plural } from "../src/index.ts";

/** What the app printed with Intl.NumberFormat("en-NG"), the reference for the written-out grouping. */
const intlWhole = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });
const intlKobo = new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlNaira = (kobo: number) =>
  `${kobo < 0 ? "-" : ""}₦${(kobo % 100 === 0 ? intlWhole : intlKobo).format(Math.abs(kobo) / 100)}`;

/** Whole numbers around every digit count up to 16 digits, both signs. */
const samples = [0, 1, 9, 10, 99, 100, 101, 999].flatMap((n) =>
  [1, 1e3, 1e6, 1e9, 1e12].flatMap((scale) => [n * scale, n * scale + 7, n * scale - 1]),
);

describe("grouped digits", () => {
  it("groups thousands with commas as en-NG does", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(999)).toBe("999");
    expect(groupDigits(1000)).toBe("1,000");
    expect(groupDigits(1_204)).toBe("1,204");
    expect(groupDigits(123_456_789)).toBe("123,456,789");
    expect(groupDigits(-2000)).toBe("-2,000");
    for (const n of samples) {
      expect(groupDigits(n)).toBe(intlWhole.format(n));
      // Intl printed "-0" for minus zero; zero has no sign.
      expect(groupDigits(-n)).toBe(n === 0 ? "0" : intlWhole.format(-n));
    }
  });

  it("rounds a fraction to the nearest whole number, with no minus sign on zero", () => {
    expect(groupDigits(1234.5)).toBe("1,235");
    expect(groupDigits(-0.4)).toBe("0");
    expect(groupDigits(-0.5)).toBe("0");
    expect(groupDigits(-0.6)).toBe("-1");
  });

  it("prints naira and counts exactly as before", () => {
    for (const kobo of samples.flatMap((n) => [n, n + 5, n + 50, n + 99, -n, -n - 5])) {
      expect(formatNaira(kobo)).toBe(Object.is(kobo, -0) ? "₦0" : intlNaira(kobo));
    }
    expect(formatNaira(-250)).toBe("-₦2.50");
    expect(formatNaira(-153_000)).toBe("-₦1,530");
    expect(plural(1_000_000, "trip")).toBe("1,000,000 trips");
  });
});

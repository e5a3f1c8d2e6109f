import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createRideSchema,
  driverSignupFormSchema,
  driverSignupSchema,
  editProfileSchema,
  kycBankSchema,
  kycVehicleSchema,
  loginSchema,
  MESSAGES,
  passengerSignupSchema,
  rateRideSchema,
  refundTripSchema,
  reportTripSchema,
  stripInvisible,
  toMultiLine,
  toOneLine,
} from "../src/index.ts";

const CONTROLS = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
const RLO = "\u202E";
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Zero-width space, non-joiner, joiner, word joiner, byte order mark. */
const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"];
const INVISIBLE = [...CONTROLS, ...ZERO_WIDTH];
/** Line feed, carriage return, next line, line and paragraph separators. */
const LINE_BREAKS = ["\n", "\r", "\u0085", "\u2028", "\u2029"];

describe("bidirectional controls in text shown to others", () => {
  it("strips every embedding, override, isolate and mark, and nothing else", () => {
    expect(stripInvisible(`a${INVISIBLE.join("")}b`)).toBe("ab");
    expect(stripInvisible("Ọ̀kàfọ̀ عربي עברית")).toBe("Ọ̀kàfọ̀ عربي עברית");
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...INVISIBLE))), (parts) => {
        const clean = stripInvisible(parts.join(""));
        return INVISIBLE.every((c) => !clean.includes(c)) && stripInvisible(clean) === clean;
      }),
    );
  });

  it("names lose them before the length checks", () => {
    const passenger = {
      email: "ada@unn.edu.ng",
      phoneNumber: "08031234567",
      password: "s3cret-ride",
    };
    expect(passengerSignupSchema.parse({ ...passenger, fullName: `Ada ${RLO}exe.gnp` }).fullName).toBe(
      "Ada exe.gnp",
    );
    expect(
      firstMessage(passengerSignupSchema.safeParse({ ...passenger, fullName: ` ${RLO}Al\u202C ` })),
    ).toBe(MESSAGES.fullNameMin);
    const driver = { ...passenger, confirmPassword: passenger.password, city: "Lagos" };
    expect(
      driverSignupSchema.parse({ ...driver, firstName: `\u2066Chidi\u2069`, lastName: `\u200FOkafor` }),
    ).toMatchObject({
      firstName: "Chidi",
      lastName: "Okafor",
    });
    expect(firstMessage(driverSignupSchema.safeParse({ ...driver, firstName: `Ch${RLO}` }))).toBe(
      MESSAGES.firstNameMin,
    );
    expect(firstMessage(driverSignupFormSchema.safeParse({ ...driver, fullName: `${RLO}Ch Okafor` }))).toBe(
      MESSAGES.firstNameMin,
    );
    expect(editProfileSchema.parse({ ...passenger, fullName: `${RLO}Amaka Obi` }).fullName).toBe("Amaka Obi");
  });

  it("KYC names, ride notes, place names and rating comments lose them too", () => {
    expect(
      kycBankSchema.parse({
        bankName: "UBA",
        bankAccountHolderName: `${RLO}Ada Obi`,
        bankAccountNumber: "0123456789",
      }).bankAccountHolderName,
    ).toBe("Ada Obi");
    const vehicle = kycVehicleSchema.parse({
      vehicleType: "Keke",
      plateNumber: `${RLO}ENU-123`,
      vehicleColor: `Yellow\u200E`,
      vehiclePhotos: 1,
    });
    expect(vehicle).toMatchObject({ plateNumber: "ENU-123", vehicleColor: "Yellow" });
    const place = (name: string) => ({ lat: 6.8673, lon: 7.4085, name });
    const ride = createRideSchema.parse({
      rideType: 1,
      pickup: place(`${RLO}Odenigwe`),
      destination: { ...place("Main gate"), lat: 6.86 },
      note: `Blue gate ${RLO}eman ym`,
      luggage: { hasLuggage: false },
    });
    expect(ride).toMatchObject({ pickup: { name: "Odenigwe" }, note: "Blue gate eman ym" });
    expect(rateRideSchema.parse({ stars: 5, comment: `Great ${RLO}ride` }).comment).toBe("Great ride");
  });
});

describe("one rule for one-line text", () => {
  const anyText = fc.array(fc.oneof(fc.string(), fc.constantFrom(...INVISIBLE, ...LINE_BREAKS, "\t", " ")));

  it("one-line text has no line break, tab or invisible character, no space at either end, and stays as it is", () => {
    expect(toOneLine(" Ada\r\n\u200BObi\u2028\tOkafor\uFEFF ")).toBe("Ada Obi Okafor");
    fc.assert(
      fc.property(anyText, (parts) => {
        const line = toOneLine(parts.join(""));
        return (
          ![...INVISIBLE, ...LINE_BREAKS, "\t", "  "].some((c) => line.includes(c)) &&
          line === line.trim() &&
          toOneLine(line) === line
        );
      }),
    );
  });

  it("a note keeps its line breaks and loses only invisible characters", () => {
    expect(toMultiLine(" Blue gate\n\u200Bsecond\u202E floor\n ")).toBe("Blue gate\nsecond floor");
  });

  const signup = {
    email: "ada@unn.edu.ng",
    phoneNumber: "08031234567",
    password: "s3cret-ride",
  };
  const driverSignup = { ...signup, confirmPassword: signup.password, city: "Lagos", firstName: "Chidi" };
  const place = (name: string) => ({ lat: 6.8673, lon: 7.4085, name });
  const ride = (fields: Record<string, unknown>) =>
    createRideSchema.parse({
      rideType: 1,
      pickup: place("Odenigwe"),
      destination: { ...place("Main gate"), lat: 6.86 },
      luggage: { hasLuggage: false },
      ...fields,
    });
  const dirty = (text: string) => `\u200B${text.replace(" ", "\r\n")}\u2060\n`;

  /** Every one-line field of the domain's input schemas, read after a parse of a value with breaks and invisibles. */
  const oneLineFields: [string, (value: string) => unknown][] = [
    ["passenger full name", (v) => passengerSignupSchema.parse({ ...signup, fullName: v }).fullName],
    ["driver first name", (v) => driverSignupSchema.parse({ ...driverSignup, firstName: v }).firstName],
    ["driver last name", (v) => driverSignupSchema.parse({ ...driverSignup, lastName: v }).lastName],
    ["profile full name", (v) => editProfileSchema.parse({ ...signup, fullName: v }).fullName],
    [
      "account holder name",
      (v) =>
        kycBankSchema.parse({ bankName: "UBA", bankAccountHolderName: v, bankAccountNumber: "0123456789" })
          .bankAccountHolderName,
    ],
    [
      "plate number",
      (v) => kycVehicleSchema.parse({ vehicleType: "Keke", plateNumber: v, vehiclePhotos: 1 }).plateNumber,
    ],
    [
      "vehicle colour",
      (v) =>
        kycVehicleSchema.parse({
          vehicleType: "Keke",
          plateNumber: "ENU 1",
          vehicleColor: v,
          vehiclePhotos: 1,
        }).vehicleColor,
    ],
    ["pickup name", (v) => ride({ pickup: place(v) }).pickup.name],
    ["destination name", (v) => ride({ destination: { ...place(v), lat: 6.86 } }).destination.name],
    [
      "refund reason",
      (v) => refundTripSchema.parse({ amountKobo: 100, reason: v, destination: "wallet" }).reason,
    ],
  ];

  it.each(oneLineFields)("%s: line breaks become one space, invisible characters go", (_, read) => {
    expect(read(dirty("Ada Obi"))).toBe("Ada Obi");
  });

  it("an e-mail or phone with an invisible character is the same address or number", () => {
    expect(
      passengerSignupSchema.parse({ ...signup, fullName: "Ada Obi", email: "a\u200Bda@unn.edu.ng\n" }).email,
    ).toBe("ada@unn.edu.ng");
    expect(
      loginSchema.parse({ email_or_phone: "\uFEFF0803\u200B1234567", password: "12345" }).email_or_phone,
    ).toBe("08031234567");
  });

  it("notes keep their lines", () => {
    expect(ride({ note: "Blue gate\n\u200Bsecond floor" }).note).toBe("Blue gate\nsecond floor");
    expect(rateRideSchema.parse({ stars: 4, comment: "Kind\ndriver\u200D" }).comment).toBe("Kind\ndriver");
    expect(reportTripSchema.parse({ note: "Asked for cash\nat the gate" }).note).toBe(
      "Asked for cash\nat the gate",
    );
  });

  it("invisible characters and breaks do not count towards a minimum length", () => {
    expect(
      firstMessage(passengerSignupSchema.safeParse({ ...signup, fullName: "\u200BA\u2060b\u200D\n\uFEFF" })),
    ).toBe(MESSAGES.fullNameMin);
    expect(
      firstMessage(
        kycVehicleSchema.safeParse({
          vehicleType: "Keke",
          plateNumber: "\u200B\r\n\u2060",
          vehiclePhotos: 1,
        }),
      ),
    ).toBe(MESSAGES.providePlateNumber);
  });
});

export * from "./accounts.ts";
export * from "./drivers.ts";
export * from "./kyc.ts";
export * from "./mail.ts";
export * from "./notifications.ts";
export * from "./places.ts";
export * from "./ratings.ts";
export * from "./rides.ts";

export * from "./date-time.ts";
export * from "./digits.ts";
export * from "./distance.ts";
export * from "./plural.ts";
export * from "./rating.ts";

export * from "./live.ts";
export * from "./settings.ts";

export * from "./model.ts";
export * from "./schemas.ts";
export * from "./sos.ts";
export * from "./trip-checks.ts";
export * from "./views.ts";

export * from "./model.ts";
export * from "./schemas.ts";
export * from "./views.ts";

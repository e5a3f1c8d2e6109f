/** The driver's dashboard, loaded on demand by the /dashboard route for drivers. */
export { default } from "./driver-dashboard-shell.tsx";

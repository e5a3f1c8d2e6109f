/** What other features may use from the accounts area. */
export { useLogout } from "./api/logout.ts";

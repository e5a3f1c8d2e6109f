import { dashboardPaths } from "../../config/paths.ts";

/** One conversation with support, as its user reads it. */
export const supportConversationPath = (id: string) => `${dashboardPaths.support}/${encodeURIComponent(id)}`;

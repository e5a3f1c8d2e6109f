import { dashboardPaths } from "../../../config/paths.ts";

/** The query parameter of the wallet page that fills the top-up amount (kobo). */
export const TOP_UP_PARAM = "amount";

/** The wallet page, with the top-up amount filled in when `topUpKobo` is given. */
export const walletPath = (topUpKobo?: number | null): string =>
  topUpKobo ? `${dashboardPaths.wallet}?${TOP_UP_PARAM}=${topUpKobo}` : dashboardPaths.wallet;

import type { BANKS } from "../constants.ts";

/** The bank codes (CBN/NIBSS, as Paystack lists them) of the banks a driver can pick in KYC. */
export const BANK_CODES: Record<(typeof BANKS)[number], string> = {
  Access: "044",
  Zenith: "057",
  GTBank: "058",
  "First Bank": "011",
  UBA: "033",
  Fidelity: "070",
  Union: "032",
  "Stanbic IBTC": "221",
  Polaris: "076",
  Sterling: "232",
  Wema: "035",
  Ecobank: "050",
  Heritage: "030",
  Keystone: "082",
  Jaiz: "301",
};

import { randomInt } from "node:crypto";

/** The 4-digit pickup PIN the rider reads to the driver. */
export const newPin = () => String(randomInt(0, 10_000)).padStart(4, "0");

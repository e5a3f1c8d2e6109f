import { sharedValue } from "../../../lib/shared-value.ts";

/** The driver's own position as last shared with the server, for the ride map; null while not sharing. */
const position = sharedValue<{ lat: number; lon: number } | null>(null);

export const setDriverPosition = position.set;
export const useDriverPosition = position.useValue;

import type { AckCallback } from "@campusgo/domain";

export type Ack = AckCallback;

/** The client's acknowledgement callback, or a no-op when it sent none. */
export const ackOf = (value: unknown): Ack => (typeof value === "function" ? (value as Ack) : () => {});

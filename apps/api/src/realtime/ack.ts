export type Ack = (answer: { ok: true } | { ok: false; message: string }) => void;

/** The client's acknowledgement callback, or a no-op when it sent none. */
export const ackOf = (value: unknown): Ack => (typeof value === "function" ? (value as Ack) : () => {});

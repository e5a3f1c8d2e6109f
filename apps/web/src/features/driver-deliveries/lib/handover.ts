import type { DeliveryView } from "@campusgo/domain";

/** The three hand-overs of a parcel: the sender's to the driver, the driver's to the recipient, and back. */
export type HandoverStep = "pickup" | "dropoff" | "returned";

/**
 * One hand-over as the driver made it: the code they typed (only the server compares it), the photo of the
 * parcel, when they took it and where the phone was.
 */
export interface Handover {
  deliveryId: string;
  step: HandoverStep;
  code: string;
  photo: Blob;
  /** ISO time of the hand-over at the door, kept as it was when it waits in the offline queue. */
  at: string;
  lat: number | null;
  lon: number | null;
}

/** The server's answer to a hand-over: its words and the delivery as it now stands. */
export interface HandoverAnswer {
  message: string | null;
  delivery: DeliveryView;
}

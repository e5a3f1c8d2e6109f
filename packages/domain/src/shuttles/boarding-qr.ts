/**
 * What a seat's QR code holds: the seat and its 6-digit boarding code, `campusgo:seat:<seatId>:<code>`, so the
 * driver's camera boards the right seat without anyone typing. The rider still sees the digits alone; the server
 * checks the code as if it were typed.
 */
export const BOARDING_QR_PREFIX = "campusgo:seat:";

const SEAT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^\d{6}$/;

export interface BoardingQr {
  seatId: string;
  code: string;
}

/** The text of a seat's QR code. */
export function formatBoardingQr({ seatId, code }: BoardingQr): string {
  return `${BOARDING_QR_PREFIX}${seatId}:${code}`;
}

/**
 * The seat and code a scanned text holds, or null when it is not a CampusGo seat's QR code (another app's code,
 * a link, a seat id or code of the wrong shape). Spaces around the text and the prefix's case are forgiven.
 */
export function parseBoardingQr(text: string): BoardingQr | null {
  const trimmed = text.trim();
  if (trimmed.slice(0, BOARDING_QR_PREFIX.length).toLowerCase() !== BOARDING_QR_PREFIX) return null;
  const parts = trimmed.slice(BOARDING_QR_PREFIX.length).split(":");
  if (parts.length !== 2) return null;
  const [seatId = "", code = ""] = parts;
  if (!SEAT_ID.test(seatId) || !CODE.test(code)) return null;
  return { seatId: seatId.toLowerCase(), code };
}

import { AppError } from "./errors.ts";

export const UPLOAD_SLOT_MESSAGE = "Please wait for your other upload to finish";

/**
 * At most `perUser` uploads of one user at a time, in this process (with several instances the cap is per
 * instance). Take a slot before reading the body; it is given back when `work` settles.
 */
export function uploadSlots(perUser: number) {
  const busy = new Map<string, number>();
  return async function withSlot<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const taken = busy.get(userId) ?? 0;
    if (taken >= perUser) throw new AppError("too_many_requests", UPLOAD_SLOT_MESSAGE);
    busy.set(userId, taken + 1);
    try {
      return await work();
    } finally {
      const left = (busy.get(userId) ?? 1) - 1;
      if (left > 0) busy.set(userId, left);
      else busy.delete(userId);
    }
  };
}

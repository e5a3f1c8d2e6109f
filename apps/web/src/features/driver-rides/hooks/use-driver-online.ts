import type { DriverStatus } from "@campusgo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSocketEvent, useSocketLifecycle } from "../../../lib/socket.ts";
import { useDriverStatus } from "../api/get-driver-status.ts";
import { driverKeys } from "../api/keys.ts";
import { useSetDriverStatus } from "../api/set-driver-status.ts";
import { listenForInteraction } from "../lib/beep.ts";
import { useDriverLiveEvents } from "./use-driver-live-events.ts";
import { useLocationStreaming } from "./use-location-streaming.ts";
import { usePushSubscription } from "./use-push-subscription.ts";
import { useWakeLock } from "./use-wake-lock.ts";

/** The notices that come with a suspension and its end: the switch's state is read again. */
const SUSPENSION_KINDS = new Set([
  "payment.report.suspend",
  "payment.report.lifted",
  "account.suspended",
  "account.reinstated",
]);

export interface DriverOnline {
  online: boolean;
  /** While the driver is suspended: why and since when; the switch stays off. */
  suspension: DriverStatus["suspension"];
  setOnline: (online: boolean) => void;
  /** The switch is waiting for the server. */
  pending: boolean;
}

/**
 * The driver's online/offline switch, for real: PUT /api/driver/status (a refusal, such as KYC not yet
 * approved, shows the server's message and puts the switch back; a suspension is a lasting state of its own); while online the device position streams over
 * the socket, requests arrive live (with a sound once the page has been touched) and the screen stays on.
 */
export function useDriverOnline(): DriverOnline {
  const status = useDriverStatus();
  const change = useSetDriverStatus();
  const online = status.data?.online ?? false;
  const queryClient = useQueryClient();
  useSocketEvent("notification", ({ notification }) => {
    if (SUSPENSION_KINDS.has(notification.kind)) {
      void queryClient.invalidateQueries({ queryKey: driverKeys.status });
    }
  });
  useSocketLifecycle();
  // Positions only count once the server has the driver online.
  useLocationStreaming(online && !change.isPending);
  useDriverLiveEvents(online);
  useWakeLock(online);
  usePushSubscription(online && !change.isPending);
  useEffect(listenForInteraction, []);

  const setOnline = (next: boolean) =>
    change.mutate(next, {
      onSuccess: (s) =>
        toast.success(s.online ? "You are online" : "You are offline", { id: "driver-status" }),
      onError: (error) => toast.error(errorMessage(error), { id: "driver-status" }),
    });

  return {
    online,
    suspension: status.data?.suspension ?? null,
    setOnline,
    pending: change.isPending || status.isPending,
  };
}

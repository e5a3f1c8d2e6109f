import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { subscribeToPush } from "../lib/push-subscription.ts";
import { usePermission } from "./alerts-permission.ts";

/**
 * Online with alerts allowed: this browser is subscribed to the server's pushes, so requests reach it while the
 * app is closed. Once each time the driver goes online (or allows alerts while online).
 */
export function usePushSubscription(online: boolean): void {
  const permission = usePermission();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!online || permission !== "granted") return;
    let cancelled = false;
    void queryClient
      .fetchQuery(clientConfigQuery())
      .then((config) => (cancelled ? false : subscribeToPush(config.vapidPublicKey)))
      .catch(() => false);
    return () => {
      cancelled = true;
    };
  }, [online, permission, queryClient]);
}

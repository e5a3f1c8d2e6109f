import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notificationsKey } from "../api/keys.ts";
import { useReadAllNotifications } from "../api/read-notifications.ts";

/**
 * The notifications panel's open state. Opening it marks everything read on the server, so the bell's count
 * clears; closing it reloads the list (the highlight of what was new goes).
 */
export function useNotificationsPanel(unread: number | undefined) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const readAll = useReadAllNotifications();
  return {
    open,
    show: () => {
      setOpen(true);
      if (unread) readAll.mutate();
    },
    close: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  };
}

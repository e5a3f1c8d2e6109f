import type { LineLive } from "@campusgo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { getSocket, ignoreAck, onEveryConnect, useSocketConnected } from "../../../lib/socket.ts";
import { shuttleKeys } from "../api/keys.ts";

/**
 * Takes the line's boards as the server pushes them: joins the line ("shuttle:watch", again after every
 * reconnection, its answer the board now) and writes each "shuttle:line-live" into the line's live query, keeping
 * whichever board is newer. Leaves the line ("shuttle:unwatch") when the screen goes or another line is chosen.
 * Returns whether the connection is open, so the query polls only as a fallback meanwhile.
 */
export function useLineBoardPush(lineId: string): boolean {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  const connected = useSocketConnected();

  useEffect(() => {
    if (!userId) return;
    const take = (live: LineLive) => {
      if (live.lineId !== lineId) return;
      queryClient.setQueryData<LineLive>(shuttleKeys.live(lineId), (kept) =>
        kept && kept.at > live.at ? kept : live,
      );
    };
    const socket = getSocket();
    socket.on("shuttle:line-live", take);
    const stop = onEveryConnect((s) =>
      s.emit("shuttle:watch", { lineId }, (answer) => {
        if (answer.ok) take(answer.live);
      }),
    );
    return () => {
      stop();
      socket.off("shuttle:line-live", take);
      if (socket.connected) socket.emit("shuttle:unwatch", ignoreAck);
    };
  }, [lineId, userId, queryClient]);

  return connected;
}

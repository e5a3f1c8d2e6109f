/** A bare socket.io server that only receives (and acknowledges) driver positions: the ingest floor. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Server } from "socket.io";

const http = createServer();
const io = new Server(http, { path: "/socket.io", serveClient: false });
let ingested = 0;
io.on("connection", (socket) => {
  socket.on("driver:location", (_payload: unknown, ack: unknown) => {
    ingested++;
    if (typeof ack === "function") ack({ ok: true });
  });
});
http.listen(0, "127.0.0.1", () => {
  const { port } = http.address() as AddressInfo;
  process.send?.({ type: "ready", url: `http://127.0.0.1:${port}` });
});
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
process.on("message", (message: { type: string }) => {
  if (message.type === "reset") {
    lag.reset();
    ingested = 0;
    process.send?.({ type: "reset" });
  } else if (message.type === "stats") {
    process.send?.({
      type: "stats",
      stats: {
        lagP50Ms: lag.percentile(50) / 1e6,
        lagP99Ms: lag.percentile(99) / 1e6,
        lagMaxMs: lag.max / 1e6,
        rss: process.memoryUsage().rss,
        ingested,
      },
    });
  } else if (message.type === "stop") {
    io.close();
    process.exit(0);
  }
});

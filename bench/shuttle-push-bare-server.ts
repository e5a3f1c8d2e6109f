/**
 * The floor of the shuttle push benchmark: a bare socket.io server with rooms. A client joins a room; a bus's
 * "position" makes the server send the room's board (a real one, set once, of the same size as the API's) with the
 * position's marker in it, as the API sends a line's board to its watchers.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";

const http = createServer();
const io = new Server(http, { path: "/socket.io", serveClient: false });
const boards = new Map<string, Record<string, unknown>>();
io.on("connection", (socket) => {
  socket.on("join", (room: string, ack: unknown) => {
    void socket.join(room);
    if (typeof ack === "function") ack({ ok: true });
  });
  socket.on("board", (payload: { room: string; board: Record<string, unknown> }, ack: unknown) => {
    boards.set(payload.room, payload.board);
    if (typeof ack === "function") ack({ ok: true });
  });
  socket.on("position", (payload: { room: string; marker: string }, ack: unknown) => {
    if (typeof ack === "function") ack({ ok: true });
    io.to(payload.room).emit("board", { ...boards.get(payload.room), at: payload.marker });
  });
});
http.listen(0, "127.0.0.1", () => {
  const { port } = http.address() as AddressInfo;
  process.send?.({ type: "ready", url: `http://127.0.0.1:${port}` });
});
process.on("message", (message: { type: string }) => {
  if (message.type === "stop") {
    io.close();
    process.exit(0);
  }
});

// Development: the API with reload on :3001 and Vite with hot reload on :3000 (proxying /api, /dev, /socket.io).
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/api/src/server.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:3000" },
  }),
  spawn("npx", ["vite"], {
    cwd: "apps/web",
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

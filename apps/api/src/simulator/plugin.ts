import type { AddressInfo } from "node:net";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { SimulatedBus } from "./bus.ts";
import { seedBusLines, stopsOf } from "./bus-lines.ts";
import { SimulatedDriver } from "./driver.ts";
import { seedFleet } from "./fleet.ts";
import { signInSimulated } from "./session.ts";

const POSITION_EVERY_MS = 4_000;
const MAX_WAIT_MS = 20_000;

/** The address the simulated drivers dial: the server itself, on the loopback interface when it listens on all. */
function selfUrl(address: AddressInfo): string {
  const any = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(address.address);
  if (any) return `http://127.0.0.1:${address.port}`;
  return address.family === "IPv6"
    ? `http://[${address.address}]:${address.port}`
    : `http://${address.address}:${address.port}`;
}

/**
 * Demo mode: simulated, approved drivers connect to this server once it listens, like real drivers do, and
 * stop when it closes; simulated buses run the demo's campus loops.
 */
export const simulatorPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const count = config.rides.simulatedDrivers;
    const buses = config.rides.simulatedBuses;
    if (!config.demo || (count <= 0 && buses <= 0)) return;
    const fleet: { stop(): void }[] = [];
    let closing = false;
    app.addHook("onListen", async () => {
      const address = app.server.address();
      if (!address || typeof address === "string") return;
      const baseUrl = selfUrl(address);
      try {
        const drivers = count > 0 ? await seedFleet(app.db, count) : [];
        for (const user of drivers) {
          if (closing) return;
          const cookie = await signInSimulated(app.db, user.id);
          const driver = new SimulatedDriver({
            baseUrl,
            cookie,
            db: app.db,
            log: app.log,
            positionEveryMs: POSITION_EVERY_MS,
            maxWaitMs: MAX_WAIT_MS,
            speedFactor: config.rides.simulatorSpeed,
          });
          fleet.push(driver);
          void driver
            .start()
            .catch((error: unknown) => app.log.warn({ err: error }, "simulated driver failed"));
        }
        app.log.info({ drivers: drivers.length }, "simulated drivers are on the road");
        const lines = await seedBusLines(app.db, buses);
        const stops = await stopsOf(
          app.db,
          lines.map((l) => l.lineId),
        );
        for (const { lineId, driver: user } of lines) {
          if (closing) return;
          const bus = new SimulatedBus({
            baseUrl,
            cookie: await signInSimulated(app.db, user.id),
            lineId,
            stops: stops.get(lineId) ?? [],
            log: app.log,
            positionEveryMs: POSITION_EVERY_MS,
            speedFactor: config.rides.simulatorSpeed,
          });
          fleet.push(bus);
          void bus.start().catch((error: unknown) => app.log.warn({ err: error }, "simulated bus failed"));
        }
      } catch (error) {
        app.log.error({ err: error }, "could not start the simulated drivers");
      }
    });
    app.addHook("preClose", async () => {
      closing = true;
      for (const driver of fleet) driver.stop();
    });
  },
  { name: "simulator", dependencies: ["realtime", "trips"] },
);

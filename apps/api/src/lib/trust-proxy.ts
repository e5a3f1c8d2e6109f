import { isIP } from "node:net";
import { z } from "zod";

/** Fastify's trustProxy: off, the number of proxy hops in front of the app, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** Range names Fastify (proxy-addr) understands besides addresses and CIDR blocks. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrBlock(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const ADVICE =
  "Set TRUST_PROXY to 0, to the number of proxies in front of the app (1 for one load balancer), or to a " +
  "comma-separated list of the proxies' addresses or CIDR blocks.";

/**
 * TRUST_PROXY: unset, 0 or false is off; a positive integer is that many proxy hops (1: the address the last
 * proxy saw); anything else is a list of proxy addresses. "true" is refused: trusting every hop would let a
 * client choose its own address by writing X-Forwarded-For.
 */
export const trustProxySetting = z
  .string()
  .default("")
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (value === "" || value === "0" || value === "false" || value === "no") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((e) => e.trim());
    if (entries.every(isAddressOrBlock)) return entries;
    ctx.addIssue({ code: "custom", message: `"${raw}" is not a proxy setting. ${ADVICE}` });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy option for the setting. Fastify ignores a bare hop count, so hops become a function
 * that believes the nearest `hops` addresses of the chain: with 1, the socket's peer (the proxy) is believed
 * and request.ip is the address that proxy saw, whatever the client wrote further left. This is only sound
 * when the app cannot be reached except through those proxies; otherwise list the proxies' addresses.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

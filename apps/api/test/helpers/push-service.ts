import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * A local stand-in for a Web Push service (RFC 8030): an HTTPS server that takes pushes for the subscriptions
 * it hands out, keeps what it received, and answers each endpoint with the status a test sets. Browsers'
 * subscriptions are made here too (a P-256 key pair and an auth secret), so a test can decrypt what the server
 * sent as a browser would (RFC 8291, aes128gcm) and check its VAPID signature (RFC 8292).
 */

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/push-service/${name}`, import.meta.url)));
const CERT = fixture("cert.pem");
const KEY = fixture("key.pem");

/**
 * Lets this test process's HTTPS requests (web-push uses the default agent) trust the stand-in's self-signed
 * certificate, which is all they reach in a test.
 */
export function trustPushService(): void {
  https.globalAgent = new https.Agent({ ca: CERT });
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** The status the endpoint answers with from now on (201 unless set), or a list used up one per push. */
  answer(path: string, status: number | number[]): void;
  /** A new browser subscription on this service. */
  subscription(): BrowserSubscription;
  close(): Promise<void>;
}

export interface BrowserSubscription {
  path: string;
  /** As `PushSubscription.toJSON()` gives it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts an aes128gcm push body for this browser. */
  decrypt(body: Buffer): string;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number | number[]>();
  const server = https.createServer({ cert: CERT, key: KEY }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const set = answers.get(path) ?? 201;
      const status = Array.isArray(set) ? (set.shift() ?? 201) : set;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    received,
    answer: (path, status) => answers.set(path, status),
    subscription: () => browserSubscription(origin),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function browserSubscription(origin: string): BrowserSubscription {
  const ecdh = createECDH("prime256v1");
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${randomBytes(12).toString("base64url")}`;
  return {
    path,
    json: {
      endpoint: `${origin}${path}`,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString("base64url"), auth: authSecret.toString("base64url") },
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh, uaPublic, authSecret),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/**
 * RFC 8291 section 3.4 with RFC 8188's aes128gcm content coding: the header holds the salt, the record size and
 * the sender's ephemeral public key; the browser's ECDH with that key and its auth secret give the content key
 * and nonce. One record, ending with the padding delimiter 0x02 (then zero padding).
 */
export function decryptAes128gcm(
  body: Buffer,
  ua: ReturnType<typeof createECDH>,
  uaPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error("not one aes128gcm record");
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key,
 * for the push service's origin, from the given subject, not expired. Answers the claims.
 */
export function verifyVapid(
  authorization: string | string[] | undefined,
  origin: string,
): { aud: string; sub: string; exp: number; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(authorization));
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${authorization}`);
  const [header, claims, signature] = match[1].split(".");
  if (!header || !claims || !signature) throw new Error("not a JWT");
  const point = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const alg = JSON.parse(Buffer.from(header, "base64url").toString()).alg;
  if (alg !== "ES256") throw new Error(`VAPID JWT alg ${alg}`);
  const body = JSON.parse(Buffer.from(claims, "base64url").toString());
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, expected ${origin}`);
  if (!(body.exp * 1000 > Date.now())) throw new Error("VAPID JWT expired");
  return { ...body, publicKey: match[2] };
}

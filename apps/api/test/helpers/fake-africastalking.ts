import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Africa's Talking's SMS API in tests (node:http on a local port), speaking its protocol to the
 * app's adapter: POST /version1/messaging with the key in the apiKey header and a form (username, to, message,
 * from), answered 201 with SMSMessageData as the real API answers. Every request is recorded. It can be told to
 * answer the next requests otherwise: an HTTP error, a per-recipient status code, no answer at all (a timeout),
 * or to stop listening (a gateway that is down) and come back on the same port.
 */

export interface AtRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form fields as received. */
  form: Record<string, string>;
  /** The apiKey header and the username were the expected ones. */
  authorized: boolean;
}

export type AtBehaviour =
  /** An HTTP status with a plain text body, as the gateway answers a request it refuses as a whole. */
  | { http: number; body?: string }
  /** 201, with this per-recipient status code (401 RiskHold, 403 InvalidPhoneNumber, 500...). */
  | { statusCode: number }
  /** Read the request and never answer it. */
  | { hang: true };

export interface FakeAfricasTalking {
  url: string;
  apiKey: string;
  username: string;
  requests: AtRequest[];
  /** The next `times` requests get this answer instead of a success. */
  next(behaviour: AtBehaviour, times?: number): void;
  /** Stops listening: connections are refused until up() is called. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** What Africa's Talking names each status code. */
const STATUS_NAMES: Record<number, string> = {
  100: "Processed",
  101: "Success",
  102: "Queued",
  401: "RiskHold",
  402: "InvalidSenderId",
  403: "InvalidPhoneNumber",
  404: "UnsupportedNumberType",
  405: "InsufficientBalance",
  406: "UserInBlacklist",
  407: "CouldNotRoute",
  409: "DoNotDisturbRejection",
  500: "InternalServerError",
  501: "GatewayError",
  502: "RejectedByGateway",
};

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

export async function startFakeAfricasTalking(
  options: { apiKey?: string; username?: string } = {},
): Promise<FakeAfricasTalking> {
  const apiKey = options.apiKey ?? `atsk_${randomBytes(12).toString("hex")}`;
  const username = options.username ?? "campusgo";
  const requests: AtRequest[] = [];
  const queue: AtBehaviour[] = [];
  const hanging = new Set<ServerResponse>();

  const text = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(body);
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const form = await readForm(req);
    const authorized = req.headers.apikey === apiKey && form.username === username;
    requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, form, authorized });
    if (req.method !== "POST" || url.pathname !== "/version1/messaging") return text(res, 404, "Not Found");
    if (!authorized) return text(res, 401, "The supplied authentication is invalid");
    if (!form.to || !form.message)
      return text(res, 400, "Request is missing required form field 'to' or 'message'");
    const behaviour = queue.shift();
    if (behaviour && "hang" in behaviour) {
      hanging.add(res);
      return;
    }
    if (behaviour && "http" in behaviour) return text(res, behaviour.http, behaviour.body ?? "Gateway error");
    const code = behaviour?.statusCode ?? 101;
    const sent = code >= 100 && code <= 102;
    const recipients = form.to.split(",").map((number) => ({
      statusCode: code,
      number,
      status: STATUS_NAMES[code] ?? "Failed",
      cost: sent ? "NGN 2.2000" : "0",
      messageId: sent ? `ATXid_${randomBytes(16).toString("hex")}` : "None",
    }));
    const count = sent ? recipients.length : 0;
    res.writeHead(201, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        SMSMessageData: {
          Message: `Sent to ${count}/${recipients.length} Total Cost: NGN ${(2.2 * count).toFixed(4)}`,
          Recipients: recipients,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    username,
    requests,
    next(behaviour, times = 1) {
      for (let i = 0; i < times; i++) queue.push(behaviour);
    },
    down: stop,
    up: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: stop,
  };
}

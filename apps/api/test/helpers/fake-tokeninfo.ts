import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeTokenInfo {
  aud?: string;
  azp?: string;
  sub?: string;
  email?: string;
  email_verified?: string | boolean;
  /** Returned by the userinfo endpoint, not by tokeninfo. */
  name?: string;
}

export interface FakeGoogle {
  tokeninfoUrl: string;
  userinfoUrl: string;
  /** Makes `token` a valid access token described by `info`. */
  setToken(token: string, info: FakeTokenInfo): void;
  /** How many times tokeninfo was asked. */
  calls: number;
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's tokeninfo and userinfo endpoints (node:http on a free port), answering like
 * Google does: 200 with the token's fields, 400 with an error for an unknown token.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const tokens = new Map<string, FakeTokenInfo>();
  const state = { calls: 0 };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/tokeninfo") {
      state.calls++;
      const info = tokens.get(url.searchParams.get("access_token") ?? "");
      if (!info) return send(res, 400, { error: "invalid_token", error_description: "Invalid Value" });
      const { name: _name, ...fields } = info;
      return send(res, 200, { ...fields, expires_in: "3599", scope: "openid email profile" });
    }
    if (url.pathname === "/userinfo") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      const info = tokens.get(token);
      if (!info) return send(res, 401, { error: "invalid_request" });
      return send(res, 200, { sub: info.sub, name: info.name, email: info.email });
    }
    return send(res, 404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    tokeninfoUrl: `${base}/tokeninfo`,
    userinfoUrl: `${base}/userinfo`,
    setToken: (token, info) => void tokens.set(token, info),
    get calls() {
      return state.calls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { FastifyInstance } from "fastify";

/** The part of fetch an adapter uses: a URL and its method, headers and body. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A fetch answered by this app in-process (app.inject): the request goes through the app's routes and hooks as
 * if it came over the network, without a socket, a port or a connection. Only the URL's path and query are
 * used.
 */
export function injectFetch(app: FastifyInstance): Fetch {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: `${pathname}${search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers,
    });
  };
}

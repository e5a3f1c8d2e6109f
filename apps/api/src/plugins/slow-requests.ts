import fp from "fastify-plugin";

/** How long a request may go unanswered before the log says so. */
export const SLOW_REQUEST_MS = 5_000;

/**
 * Warns about a request still unanswered after SLOW_REQUEST_MS, and again with its time once answered: a request
 * that hangs (a lock, an exhausted connection pool, a call out that never returns) shows in the log while it
 * hangs, not only if it ends. The route is logged, not the address, which may carry a token.
 */
export const slowRequestsPlugin = fp(
  async (app, options: { afterMs?: number } = {}) => {
    const afterMs = options.afterMs ?? SLOW_REQUEST_MS;
    const timers = new WeakMap<object, NodeJS.Timeout>();
    app.addHook("onRequest", async (request) => {
      const timer = setTimeout(() => {
        request.log.warn(
          { method: request.method, route: request.routeOptions.url ?? "(no route)" },
          "request still unanswered",
        );
      }, afterMs);
      timer.unref();
      timers.set(request, timer);
    });
    app.addHook("onResponse", async (request, reply) => {
      clearTimeout(timers.get(request));
      if (reply.elapsedTime >= afterMs) {
        request.log.warn(
          {
            method: request.method,
            route: request.routeOptions.url ?? "(no route)",
            ms: Math.round(reply.elapsedTime),
          },
          "slow request answered",
        );
      }
    });
    app.addHook("onRequestAbort", async (request) => clearTimeout(timers.get(request)));
  },
  { name: "slow-requests" },
);

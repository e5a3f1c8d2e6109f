import { CSRF_HEADER } from "../plugins/csrf.ts";

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Calls the API over HTTP as the web app does: session cookie and the CSRF header. */
export function apiClient(baseUrl: string, cookie: string) {
  return async function call<T = { data?: unknown; message?: string }>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>> {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        cookie,
        [CSRF_HEADER]: "1",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  };
}

/** The one way the web app talks to the API: same-origin cookies, JSON, the CSRF header, typed errors. */
import { nextTask } from "./next-task.ts";

export const CSRF_HEADER = "x-campusgo-csrf";
/** Makes a state-changing call safe to send again: the server applies one key once (decision 18). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const FALLBACK_MESSAGE = "Something went wrong. Please try again.";
/** A call that got no answer at all (no network, the server unreachable). */
export const NETWORK_ERROR_MESSAGE = "Cannot reach CampusGo. Check your connection and try again.";

/** An answer other than 2xx: the status, the server's message (or the network error's) and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** No answer because the device was offline: the offline banner says so, nothing else needs to. */
  readonly offline: boolean;
  /** Sending the same call again cannot apply it twice (a read, or a call with an Idempotency-Key). */
  readonly safeToResend: boolean;

  constructor(
    status: number,
    message: string,
    body: Record<string, unknown> = {},
    { offline = false, safeToResend = false }: { offline?: boolean; safeToResend?: boolean } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.offline = offline;
    this.safeToResend = safeToResend;
  }

  /** A string field of the error body, such as `reason` or `hint`. */
  field(name: string): string | undefined {
    const value = this.body[name];
    return typeof value === "string" ? value : undefined;
  }
}

/** The message to show for any error: the server's words when there are some, else the error's own. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_MESSAGE;
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /**
   * A 401 here is an expected answer (wrong password, no session yet): it must not end the session
   * and leave the page.
   */
  allowUnauthorized?: boolean;
  /** The user action's key (lib/idempotency.ts): sent as `Idempotency-Key`, the same on every retry. */
  idempotencyKey?: string;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called whenever the server answers 401 to a call that needed a session. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The session is gone (a 401, or a refused realtime handshake): tells the listeners. */
export function sessionLost(): void {
  for (const listener of unauthorizedListeners) listener();
}

function buildUrl(path: string, query?: Record<string, string | undefined>): string {
  const url = path.startsWith("/api/") ? path : `/api${path.startsWith("/") ? "" : "/"}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** Calls `/api{path}` and returns the parsed JSON body; throws ApiError on any failure. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (method !== "GET") headers[CSRF_HEADER] = "1";
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

  // Each call leaves in a task of its own: starting a request costs a slow phone a few milliseconds, and the
  // reads a screen starts together (its first data) held the main thread in one long task.
  await nextTask();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    const safeToResend = method === "GET" || Boolean(options.idempotencyKey);
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, {}, { offline, safeToResend });
  }

  const parsed = await readBody(response);
  if (response.ok) return parsed as T;

  const errorBody = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  const message =
    typeof errorBody.message === "string" && errorBody.message ? errorBody.message : response.statusText;
  const error = new ApiError(response.status, message || FALLBACK_MESSAGE, errorBody);
  if (response.status === 401 && !options.allowUnauthorized) sessionLost();
  throw error;
}

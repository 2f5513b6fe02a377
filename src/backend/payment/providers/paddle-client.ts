import { ProviderApiError } from "./provider-api-error";

/**
 * The one way out to Paddle Billing's API: JSON bodies with the API key as a Bearer token, the
 * answer's `data` unwrapped, and errors as PaddleApiError with Paddle's own `error.code`
 * (developer.paddle.com/api-reference/about/errors). Which API a key speaks to follows from the
 * key: sandbox keys start `pdl_sdbx_`, live keys `pdl_live_`. Tests pass their own `fetch`.
 */
export const PADDLE_API = "https://api.paddle.com";
export const PADDLE_SANDBOX_API = "https://sandbox-api.paddle.com";

export class PaddleApiError extends ProviderApiError {
  constructor(status: number, code: string | null, message: string) {
    super("paddle", status, code, message);
  }
}

export interface PaddleClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
}

interface PaddleBody<T> {
  data?: T;
  error?: { code?: unknown; detail?: unknown };
}

export const paddleApiFor = (apiKey: string) =>
  apiKey.startsWith("pdl_sdbx_") ? PADDLE_SANDBOX_API : PADDLE_API;

async function unwrapped<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as PaddleBody<T> | null;
  if (response.ok && body?.data !== undefined) return body.data;
  const code = typeof body?.error?.code === "string" ? body.error.code : null;
  const detail = typeof body?.error?.detail === "string" ? body.error.detail : "";
  throw new PaddleApiError(response.status, code, detail);
}

export function paddleClient(
  apiKey: string,
  // Looked up per call, not captured: the global is what tests replace.
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): PaddleClient {
  const base = paddleApiFor(apiKey);
  const headers = { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" };
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      // No answer at all (DNS, connection): as unavailable as a 5xx.
      throw new PaddleApiError(0, null, error instanceof Error ? error.message : String(error));
    }
    return unwrapped<T>(response);
  };
  return {
    get: (path) => send("GET", path),
    post: (path, body) => send("POST", path, body),
    patch: (path, body) => send("PATCH", path, body),
  };
}

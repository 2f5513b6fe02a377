import { ProviderApiError } from "./provider-api-error";

/**
 * The one way out to PayPal's REST API (decision 156): an OAuth2 access token from the app's
 * client id and secret (POST /v1/oauth2/token, `grant_type=client_credentials`, HTTP Basic), then
 * JSON calls with it as a Bearer token. Errors come as PayPalApiError with PayPal's `name`
 * (developer.paypal.com/api/rest/responses). Every write carries a `PayPal-Request-Id`: PayPal
 * keeps it for 72 hours and answers a repeated call with the first call's result, which is what
 * makes a purchase retry create nothing twice. PAYPAL_ENV=sandbox speaks to the sandbox API.
 */
export const PAYPAL_API = "https://api-m.paypal.com";
export const PAYPAL_SANDBOX_API = "https://api-m.sandbox.paypal.com";

export class PayPalApiError extends ProviderApiError {
  constructor(status: number, code: string | null, message: string) {
    super("paypal", status, code, message);
  }
}

export interface PayPalClient {
  get<T>(path: string): Promise<T>;
  /** `requestId`: PayPal-Request-Id, the call's idempotency key. */
  post<T>(path: string, body: unknown, requestId?: string): Promise<T>;
  /** A body already serialized: the webhook check sends the event exactly as PayPal sent it. */
  postText<T>(path: string, json: string): Promise<T>;
}

export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  sandbox?: boolean;
}

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}

/** Tokens live about nine hours; one per isolate and app, renewed a minute before it expires. */
const tokens = new Map<string, { token: string; expiresAtMs: number }>();

async function answerOf<T>(response: Response): Promise<T> {
  // 204 No Content (cancel, suspend, activate) has no body.
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return body as T;
  const name =
    typeof body?.name === "string" ? body.name : typeof body?.error === "string" ? body.error : null;
  const message = typeof body?.message === "string" ? body.message : "";
  throw new PayPalApiError(response.status, name, message);
}

export function paypalClient(
  credentials: PayPalCredentials,
  // Looked up per call, not captured: the global is what tests replace.
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): PayPalClient {
  const base = credentials.sandbox ? PAYPAL_SANDBOX_API : PAYPAL_API;
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetcher(`${base}${path}`, init);
    } catch (error) {
      // No answer at all (DNS, connection): as unavailable as a 5xx.
      throw new PayPalApiError(0, null, error instanceof Error ? error.message : String(error));
    }
  };
  const accessToken = async (): Promise<string> => {
    const key = `${base}|${credentials.clientId}`;
    const cached = tokens.get(key);
    if (cached && cached.expiresAtMs > Date.now()) return cached.token;
    const answer = await answerOf<TokenAnswer>(
      await call("/v1/oauth2/token", {
        method: "POST",
        headers: {
          Authorization: `Basic ${btoa(`${credentials.clientId}:${credentials.clientSecret}`)}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      }),
    );
    if (typeof answer.access_token !== "string")
      throw new PayPalApiError(200, null, "token answer without access_token");
    const lifetime = typeof answer.expires_in === "number" ? answer.expires_in : 0;
    tokens.set(key, { token: answer.access_token, expiresAtMs: Date.now() + (lifetime - 60) * 1000 });
    return answer.access_token;
  };
  const send = async <T>(method: string, path: string, body?: string, requestId?: string): Promise<T> => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      "Content-Type": "application/json",
      ...(requestId ? { "PayPal-Request-Id": requestId } : {}),
    };
    return answerOf<T>(await call(path, { method, headers, ...(body === undefined ? {} : { body }) }));
  };
  return {
    get: (path) => send("GET", path),
    post: (path, body, requestId) => send("POST", path, JSON.stringify(body), requestId),
    postText: (path, json) => send("POST", path, json),
  };
}

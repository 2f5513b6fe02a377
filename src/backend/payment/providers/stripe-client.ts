/**
 * The one way out to Stripe's API: form-encoded requests with the secret key, an Idempotency-Key
 * on every POST (a retried call makes no second charge, refund or session), and errors as
 * StripeApiError with Stripe's own error code. Tests pass their own `fetch`.
 */
import { ProviderApiError } from "./provider-api-error";

export const STRIPE_API = "https://api.stripe.com/v1";

export class StripeApiError extends ProviderApiError {
  constructor(status: number, code: string | null, message: string) {
    super("stripe", status, code, message);
  }
}

export interface StripeClient {
  post<T>(path: string, form: Record<string, string>, idempotencyKey: string): Promise<T>;
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

interface StripeErrorBody {
  error?: { code?: unknown; message?: unknown };
}

async function parsed<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & StripeErrorBody) | null;
  if (response.ok && body) return body;
  const code = typeof body?.error?.code === "string" ? body.error.code : null;
  const message = typeof body?.error?.message === "string" ? body.error.message : "";
  throw new StripeApiError(response.status, code, message);
}

export function stripeClient(
  secretKey: string,
  // Looked up per call, not captured: the global is what tests replace.
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): StripeClient {
  const authorization = `Bearer ${secretKey}`;
  const send = async <T>(request: () => Promise<Response>): Promise<T> => {
    let response: Response;
    try {
      response = await request();
    } catch (error) {
      // No answer at all (DNS, connection): as unavailable as a 5xx.
      throw new StripeApiError(0, null, error instanceof Error ? error.message : String(error));
    }
    return parsed<T>(response);
  };
  return {
    post: (path, form, idempotencyKey) =>
      send(() =>
        fetcher(`${STRIPE_API}${path}`, {
          method: "POST",
          body: new URLSearchParams(form),
          headers: { Authorization: authorization, "Idempotency-Key": idempotencyKey },
        }),
      ),
    get: (path, query = {}) => {
      const search = new URLSearchParams(query).toString();
      return send(() =>
        fetcher(`${STRIPE_API}${path}${search ? `?${search}` : ""}`, {
          headers: { Authorization: authorization },
        }),
      );
    },
    delete: (path) =>
      send(() =>
        fetcher(`${STRIPE_API}${path}`, { method: "DELETE", headers: { Authorization: authorization } }),
      ),
  };
}

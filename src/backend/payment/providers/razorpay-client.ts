import { ProviderApiError } from "./provider-api-error";

/**
 * The one way out to Razorpay's API (decision 158): JSON bodies, HTTP Basic with the key id and
 * key secret (razorpay.com/docs/api/authentication), amounts in the currency's subunit (paise
 * for INR), and errors as RazorpayApiError with Razorpay's `error.code` (e.g.
 * BAD_REQUEST_ERROR). Test and live mode follow from the key (`rzp_test_…` / `rzp_live_…`) on
 * the same host. Tests pass their own `fetch`.
 */
export const RAZORPAY_API = "https://api.razorpay.com/v1";

export class RazorpayApiError extends ProviderApiError {
  constructor(status: number, code: string | null, message: string) {
    super("razorpay", status, code, message);
  }
}

export interface RazorpayClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

interface RazorpayErrorBody {
  error?: { code?: unknown; description?: unknown };
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & RazorpayErrorBody) | null;
  if (response.ok && body !== null) return body;
  const code = typeof body?.error?.code === "string" ? body.error.code : null;
  const description = typeof body?.error?.description === "string" ? body.error.description : "";
  throw new RazorpayApiError(response.status, code, description);
}

export function razorpayClient(
  keyId: string,
  keySecret: string,
  // Looked up per call, not captured: the global is what tests replace.
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): RazorpayClient {
  const headers = {
    Authorization: `Basic ${btoa(`${keyId}:${keySecret}`)}`,
    "Content-Type": "application/json",
  };
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${RAZORPAY_API}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      // No answer at all (DNS, connection): as unavailable as a 5xx.
      throw new RazorpayApiError(0, null, error instanceof Error ? error.message : String(error));
    }
    return answerOf<T>(response);
  };
  return {
    get: (path) => send("GET", path),
    post: (path, body) => send("POST", path, body ?? {}),
  };
}

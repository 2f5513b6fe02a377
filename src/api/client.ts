import type { Context } from "hono";
import type { AppEnv } from "../env";
import { API_ERRORS } from "./codes";
import type { Endpoint, InputOf, ResponseOf } from "./contract/endpoint";
import { type BackendContext, backendContextOf, DEFAULT_UPSTREAM, exchange } from "./gateway/exchange";
import { pageUpstreamOf } from "./gateway/page-upstream";
import { tokenOf } from "./gateway/token-cookie";
import type { UpstreamOptions } from "./gateway/upstream";

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: number; message: string; retryAfter?: number };

/** The typed server-side client: page loaders and middlewares call the MMS API through it. */
export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input?: InputOf<E>): Promise<ApiResult<ResponseOf<E>>>;
}

/**
 * A client for the MMS API as the given caller (its session token, IP and country), embedded or
 * upstream like the gateway. Recaptcha-protected calls are the browser's and are not made here.
 * Answers are checked against the contract's response schema: a malformed upstream answer is an
 * error, never a page that breaks on a missing field.
 */
export function createApiClient(
  ctx: BackendContext,
  token: string | null,
  upstream: UpstreamOptions = DEFAULT_UPSTREAM,
): ApiClient {
  return {
    async call<E extends Endpoint>(endpoint: E, input?: InputOf<E>): Promise<ApiResult<ResponseOf<E>>> {
      const answer = await exchange(
        { endpoint, input: (input ?? {}) as Record<string, unknown>, recasign: null, token },
        ctx,
        upstream,
      );
      if (answer.status !== 200 || answer.body.code !== 0) {
        const { status, body, retryAfter } = answer;
        return {
          ok: false,
          status,
          code: body.code,
          message: body.message,
          ...(retryAfter ? { retryAfter } : {}),
        };
      }
      const data = endpoint.response.safeParse(answer.body.data);
      if (!data.success) {
        const { status, code, message } = API_ERRORS.upstreamFailed;
        return { ok: false, status, code, message };
      }
      return { ok: true, data: data.data as ResponseOf<E> };
    },
  };
}

/** The client for the page being rendered, with its token cookie and the page's shared budget. */
export function apiClientOf(c: Context<AppEnv>): ApiClient {
  return createApiClient(backendContextOf(c), tokenOf(c), pageUpstreamOf(c));
}

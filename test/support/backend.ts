import { env } from "cloudflare:test";
import type { ApiAnswer } from "../../src/api/answer";
import type { Endpoint } from "../../src/api/contract";
import { dispatch } from "../../src/backend/dispatch";
import type { BackendContext } from "../../src/backend/handler";

export interface BackendCallOptions extends Partial<Omit<BackendContext, "env">> {
  token?: string | null;
  recasign?: string;
  /** Bindings other than the test's (a missing or rotated secret). */
  bindings?: BackendContext["env"];
}

/** A request context as the gateway makes one, for helpers that call backend modules directly. */
export function testContext(overrides: Partial<BackendContext> = {}): BackendContext {
  return {
    env,
    nowMs: Date.now(),
    ip: "198.51.100.20",
    country: null,
    host: "preview.vpnmaster.test",
    environment: "sandbox",
    from: null,
    waitUntil: () => undefined,
    ...overrides,
  };
}

/** The embedded backend called directly, so each call's clock, address and bindings are the test's. */
export function callBackend(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  { token, recasign, bindings, ...context }: BackendCallOptions = {},
): Promise<ApiAnswer> {
  return dispatch(
    { endpoint, input, recasign: recasign ?? null, token: token ?? null },
    testContext({ ...context, env: bindings ?? env }),
  );
}

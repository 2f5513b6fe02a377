import { afterEach, vi } from "vitest";

/**
 * A payment provider's REST API, faked: calls to its host are recorded (method, path, JSON body,
 * Authorization) and answered by the test; every other fetch goes out as usual. Paddle's and
 * Razorpay's fakes are this with their own host.
 */
export interface ProviderCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

export type ProviderAnswer = (call: ProviderCall) => Response | Promise<Response>;

/** The call's path for a URL on the provider's API, or null for any other URL. */
export type ProviderPathOf = (url: string) => string | null;

export function fakeProviderApi(pathOf: ProviderPathOf, answer: ProviderAnswer) {
  const calls: ProviderCall[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = pathOf(request.url);
    if (path === null) return realFetch(input, init);
    const text = request.method === "GET" ? "" : await request.text();
    const call: ProviderCall = {
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      authorization: request.headers.get("Authorization"),
    };
    calls.push(call);
    return answer(call);
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** For a test file: the returned function fakes the API for one test; the real fetch is back after it. */
export function providerAnswersPerTest(pathOf: ProviderPathOf) {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  return (answer: ProviderAnswer) => {
    const fake = fakeProviderApi(pathOf, answer);
    restore = fake.restore;
    return fake.calls;
  };
}

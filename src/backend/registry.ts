import type { Endpoint } from "../api/contract/endpoint";
import type { Handler } from "./handler";

export interface Registration {
  endpoint: Endpoint;
  // biome-ignore lint/suspicious/noExplicitAny: each handler is typed against its own endpoint by `handle`
  handler: Handler<any>;
}

/** Pairs a contract endpoint with its handler, checking the handler against the endpoint's schemas. */
export const handle = <E extends Endpoint>(endpoint: E, handler: Handler<E>): Registration => ({
  endpoint,
  handler,
});

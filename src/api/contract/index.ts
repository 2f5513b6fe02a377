import { ACCOUNT_ENDPOINTS } from "./account";
import type { Endpoint } from "./endpoint";
import { PAYMENT_ENDPOINTS } from "./payment";

export * from "./endpoint";

/**
 * Every call the gateway serves. A new area adds its endpoints object here (one line); the
 * embedded backend then needs a handler for each in src/backend/handlers.ts.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(ACCOUNT_ENDPOINTS),
  ...Object.values(PAYMENT_ENDPOINTS),
];

const byPath = new Map<string, Endpoint>(ENDPOINTS.map((e) => [e.path, e]));

export function endpointAt(path: string): Endpoint | undefined {
  return byPath.get(path);
}

export * from "./account";
export * from "./payment";

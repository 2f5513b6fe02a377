import { ACCOUNT_ENDPOINTS } from "./account";
import type { Endpoint } from "./endpoint";
import { PAYMENT_ENDPOINTS } from "./payment";
import { REPORT_ENDPOINTS } from "./report";

export * from "./endpoint";

/**
 * Every call the gateway serves. A new area adds its endpoints object here (one line); the
 * embedded backend then needs a handler for each in src/backend/handlers.ts.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(ACCOUNT_ENDPOINTS),
  ...Object.values(PAYMENT_ENDPOINTS),
  ...Object.values(REPORT_ENDPOINTS),
];

const byPath = new Map<string, Endpoint>(ENDPOINTS.map((e) => [e.path, e]));

export function endpointAt(path: string): Endpoint | undefined {
  return byPath.get(path);
}

export * from "./account";
export * from "./payment";
export * from "./report";

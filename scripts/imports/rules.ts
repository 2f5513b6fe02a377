import { importCycles } from "./cycles";
import type { ImportEdge } from "./graph";

/** What `npm run lint` checks of the import graph (issue 17 item 2, decision 163). */

const BACKEND = "src/backend/";
const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => (prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix));

/**
 * (a) The only site modules that import the embedded MMS API, each with why. Everything else
 * reaches it through the contract client (`src/api/client.ts`), which works the same when
 * `API_BASE` names a remote MMS API.
 */
export const BACKEND_IMPORTERS: Readonly<Record<string, string>> = {
  "src/api/gateway/exchange.ts":
    "the client's in-process transport: dispatches a call when API_BASE is empty",
  "src/api/gateway/prices-exchange.ts":
    "the price localization's in-process transport (GET /l10n/prices answers outside the envelope)",
  "src/index.ts": "the Worker's entry hands the Cron trigger to the embedded API's billing job",
  "src/app.tsx":
    "mounts the API-served routes (provider webhooks, e-mail links, sandbox pages) on the one Worker",
  "src/ops/console/": "the operator console is a backend-side tool on the embedded API's D1 (decision 163)",
  "src/dev/": "sandbox stand-ins of the embedded API (recaptcha, outbox), never on prod (decision 163)",
};

/**
 * (b) What the embedded API may import outside src/backend/: leaves that import nothing of the
 * pages, the middlewares or the gateway's transport.
 */
export const BACKEND_MAY_IMPORT: Readonly<Record<string, string>> = {
  "src/api/contract/": "the contract both sides speak",
  "src/api/codes.ts": "the contract's error codes",
  "src/api/payment.ts": "the payment contract's shapes and request schemas",
  "src/api/payment-errors.ts": "the payment contract's error codes",
  "src/api/analytics.ts": "the analytics envelope's schema",
  "src/api/answer.ts": "the envelope an answer travels in",
  "src/api/envelope.ts": "the envelope an answer travels in",
  "src/catalog/": "product facts as data (plans' providers, currencies, app ids)",
  "src/env.ts": "the Worker's bindings and their parsed configuration",
  "src/i18n/": "the API's mails and link pages use the site's locale files",
  "src/edge/body-limit.ts": "one body-size policy for every POST",
  "src/edge/cache-control.ts": "one Cache-Control vocabulary",
  "src/edge/local-host.ts": "which hosts count as local development",
  "src/pages/assets.ts": "the stylesheet link of the API's link pages",
  "src/shared/": "leaves used by both sides (environment, recaptcha, validation, plan labels)",
};

/** (c) What the browser's code (client/ and the islands) must never import. */
export const SERVER_ONLY: readonly string[] = [
  BACKEND,
  "src/api/gateway/",
  "src/api/client.ts",
  "src/env.ts",
  "src/app.tsx",
  "src/index.ts",
  "src/ops/",
  "src/dev/",
  "src/edge/",
];
const BROWSER = ["client/", "src/islands/"];

export interface Violation {
  rule: "backend-fence" | "backend-leaf" | "browser-fence" | "circle";
  message: string;
}

const edgeText = ({ from, to, specifier }: ImportEdge) => `${from} imports "${specifier}" (${to})`;

export function checkImports(edges: readonly ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    if (isTest(edge.from)) continue;
    const fromBackend = edge.from.startsWith(BACKEND);
    const toBackend = edge.to.startsWith(BACKEND);
    if (
      !fromBackend &&
      toBackend &&
      edge.from.startsWith("src/") &&
      !under(edge.from, Object.keys(BACKEND_IMPORTERS))
    )
      violations.push({
        rule: "backend-fence",
        message: `${edgeText(edge)}: only the contract client's transport reaches src/backend/; call the API through src/api/client.ts or move a pure helper to a leaf module`,
      });
    if (fromBackend && !toBackend && !under(edge.to, Object.keys(BACKEND_MAY_IMPORT)))
      violations.push({
        rule: "backend-leaf",
        message: `${edgeText(edge)}: the embedded API imports nothing of the site; move what both need to a leaf module (list it in scripts/imports/rules.ts with why)`,
      });
    if (under(edge.from, BROWSER) && under(edge.to, SERVER_ONLY))
      violations.push({
        rule: "browser-fence",
        message: `${edgeText(edge)}: browser code must not import server-only modules`,
      });
  }
  for (const cycle of importCycles(edges))
    violations.push({ rule: "circle", message: `import circle: ${cycle.join(" → ")}` });
  return violations;
}

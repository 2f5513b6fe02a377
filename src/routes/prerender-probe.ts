import { PRERENDER_VARS } from "../edge/prerendered";
import type { Bindings } from "../env";
import type { RequestContext } from "../pages/request-context";

/**
 * The guard of prerendered pages (decision 183): in the build's prerender run (PRERENDER_PROBE=on)
 * a page marked `prerender` renders with everything that may change without a deploy
 * instrumented, and its answer names what it read in this header. The build fails for a page
 * that read anything, so a page that starts showing prices, a promotion or the time cannot stay
 * prerendered. D1 is left empty in that run, so a database read fails the page as well.
 */
export const PROBE_HEADER = "X-Prerender-Probe";

/** What a clean render answers in PROBE_HEADER. */
export const PROBE_CLEAN = "clean";

/**
 * The request context's fields a prerendered page may read: what the URL, the host and the route
 * decide. Everything else (the visitor, the session, cookies, the API, the raw request) is runtime.
 */
const STATIC_FIELDS = new Set<string | symbol>([
  "language",
  "environment",
  "host",
  "returnTo",
  "query",
  "params",
]);

export interface Probe {
  /** The bindings as the page's loader sees them: reads of anything but PRERENDER_VARS are recorded. */
  env: (env: Bindings) => Bindings;
  request: (request: RequestContext) => RequestContext;
  visitor: <V extends object>(visitor: V) => V;
  /** Ends the probe (the clock and fetch are the global ones again) and names what was read. */
  stop: () => string;
}

function recording<T extends object>(
  target: T,
  name: string,
  allowed: Set<string | symbol>,
  touched: Set<string>,
): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (!allowed.has(property)) touched.add(`${name}.${String(property)}`);
      return Reflect.get(object, property, receiver);
    },
  });
}

/**
 * Starts a probe: until `stop`, Date.now, `new Date()`, Math.random and fetch record their use.
 * Global, so the prerender run sends one request at a time.
 */
export function startProbe(): Probe {
  const touched = new Set<string>();
  const RealDate = Date;
  const realNow = Date.now;
  const realRandom = Math.random;
  const realFetch = globalThis.fetch;
  Date.now = () => {
    touched.add("Date.now");
    return realNow.call(RealDate);
  };
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      if (args.length === 0) touched.add("new Date()");
      return Reflect.construct(target, args, newTarget);
    },
  });
  Math.random = () => {
    touched.add("Math.random");
    return realRandom();
  };
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    touched.add("fetch");
    return realFetch(...args);
  };
  const vars = new Set<string | symbol>(PRERENDER_VARS);
  return {
    env: (env) => recording(env, "env", vars, touched),
    request: (request) => recording(request, "request", STATIC_FIELDS, touched),
    visitor: (visitor) => recording(visitor, "visitor", new Set(), touched),
    stop: () => {
      Date.now = realNow;
      globalThis.Date = RealDate;
      Math.random = realRandom;
      globalThis.fetch = realFetch;
      return touched.size ? [...touched].sort().join(", ") : PROBE_CLEAN;
    },
  };
}

import { env } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, beforeEach, vi } from "vitest";
import type { AppEnv } from "../../src/env";
import { locale } from "../../src/middleware/locale/index";
import { redirects, resetRedirectTableCache } from "../../src/middleware/redirects/index";
import { REDIRECTS_KEY } from "../../src/middleware/redirects/redirect-table";
import { ORIGIN } from "./request";

/** The redirect middleware alone, behind locale detection as in the app; every other request is "page". */
function createTestApp() {
  const app = new Hono<AppEnv>();
  app.use(locale());
  app.use(redirects());
  app.get("*", (c) => c.text("page"));
  return app;
}

const app = createTestApp();

export const request = (path: string, init: RequestInit = {}) => app.request(ORIGIN + path, init, env);

/** Stores a redirect table in CONFIG as the operator would; a string is stored as written. */
export const putTable = (value: unknown) =>
  env.CONFIG.put(REDIRECTS_KEY, typeof value === "string" ? value : JSON.stringify(value));

/** Each test starts from the default table: the isolate's cached table and CONFIG's entry are cleared. */
export function useFreshRedirectTable(): void {
  beforeEach(() => resetRedirectTableCache());

  afterEach(async () => {
    await env.CONFIG.delete(REDIRECTS_KEY);
    resetRedirectTableCache();
    vi.restoreAllMocks();
  });
}

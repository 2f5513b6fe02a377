import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/**
 * Two projects: `workers` runs unit and integration tests inside workerd with the real bindings
 * of wrangler.toml (local KV, D1 with migrations applied); `e2e` drives Debian's chromium against
 * the built bundle served in workerd by its global setup (test/support/built-site.ts).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    test: {
      // Every request logs one JSON line (src/ops/request-log.ts) and each app the tests create one
      // configuration line (src/ops/config-check.ts); their own tests read them.
      onConsoleLog: (log: string) => !/^\{"type":"(request|config)"/.test(log),
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // A fixed sandbox webhook secret, so tests can sign deliveries as the sandbox provider does;
              // the sandbox allowed on non-product hosts (wrangler.toml's production value is "off").
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  SANDBOX_WEBHOOK_SECRET: "test-sandbox-secret",
                  SANDBOX: "on",
                },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["src/**/*.test.{ts,tsx}", "test/workers/**/*.test.{ts,tsx}"],
            setupFiles: ["test/support/apply-migrations.ts"],
          },
        },
        {
          test: {
            name: "quality",
            include: ["test/quality/**/*.test.ts", "scripts/**/*.test.ts"],
            environment: "node",
          },
        },
        {
          test: {
            name: "e2e",
            include: ["test/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["test/e2e/dev-server.ts"],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});

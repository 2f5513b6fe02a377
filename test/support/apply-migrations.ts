import { applyD1Migrations, env } from "cloudflare:test";

// Runs before each test file: brings the test D1 to the schema of migrations/ (idempotent).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

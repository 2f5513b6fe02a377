import { applyD1Migrations, env } from "cloudflare:test";
import { blogDatabase } from "../../src/blog/blog-database-bundled";
import { resetRedirectTableCache } from "../../src/middleware/redirects/redirect-table";
import { resetPromotionConfigCache } from "../../src/promotions/promotion-config";
import { resetStorage } from "./storage-reset";

// Runs before each test file. One workerd serves many files (decision 170), so this brings the
// test D1 to the schema of migrations/ (idempotent), puts D1 and KV back to the state the
// migrations leave, and forgets what the isolate remembered of KV (promotion, redirect table).
// Modules are not reloaded (that tripled the run): a test that needs a module's first-use state
// (a "logged once" set, a binding not yet handed over) imports a fresh copy itself.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await resetStorage();
// The blog's BLOG is loaded from the bundled content build once per workerd, here rather than
// inside whichever test first reads the blog (decision 181); later files find it loaded.
await blogDatabase();
resetPromotionConfigCache();
resetRedirectTableCache();

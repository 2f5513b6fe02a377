import type { Bindings } from "../env";

/**
 * The blog's database as the Worker reads it: BLOG, loaded by the content sync that
 * `npm run deploy` and `npm run dev` run (decision 181). The workers tests swap this module for
 * `blog-database-bundled.ts` (an alias of the import `./blog-database`), which loads the bundled
 * content build into their BLOG first.
 */
export async function blogDatabase(): Promise<D1Database> {
  // Imported when first read: the node-side tests import the pages without running them.
  const { env } = await import("cloudflare:workers");
  const { BLOG } = env as unknown as Partial<Bindings>;
  if (!BLOG) throw new Error("blog: the BLOG database is not bound");
  return BLOG;
}

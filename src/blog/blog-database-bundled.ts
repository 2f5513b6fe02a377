import type { Bindings } from "../env";
import { LOCALES } from "../i18n/languages";
import { loadTranslator } from "../i18n/messages";
import { d1Runner, syncBlog } from "./blog-sync";
import type { BuiltLocale } from "./types";

/**
 * The blog's database in the workers tests (vitest aliases `./blog-database` to this module):
 * before the first read in an isolate, the content build compiled into the bundle is synced into
 * the test BLOG, only what changed (decision 181). Never in a served Worker, whose BLOG
 * `npm run deploy` or `npm run dev` loads.
 */
let synced: Promise<void> | undefined;

async function builtLocales(): Promise<BuiltLocale[]> {
  const built: BuiltLocale[] = [];
  for (const locale of LOCALES) {
    try {
      // Written by the content build (scripts/blog/build-blog.ts); one lazy chunk per locale.
      const mod = (await import(`./generated/${locale}.json`)) as { default: BuiltLocale };
      built.push(mod.default);
    } catch {
      console.warn(`blog: the content build has no ${locale}`);
    }
  }
  return built;
}

/** Syncs the bundled content build into `db`; tests that change BLOG put it back with this. */
export async function syncBundled(db: D1Database): Promise<void> {
  const translators = new Map(
    await Promise.all(
      LOCALES.map(async (locale) => [locale, await loadTranslator(locale, ["blog-nav"])] as const),
    ),
  );
  await syncBlog(d1Runner(db), await builtLocales(), (locale, tag) =>
    (translators.get(locale) ?? String)(`blog-nav.tags.${tag}`),
  );
}

export async function blogDatabase(): Promise<D1Database> {
  // Imported when first read: the node-side tests import the pages without running them.
  const { env } = await import("cloudflare:workers");
  const { BLOG } = env as unknown as Partial<Bindings>;
  if (!BLOG) throw new Error("blog: the BLOG database is not bound");
  synced ??= syncBundled(BLOG).catch((error: unknown) => {
    synced = undefined;
    throw error;
  });
  await synced;
  return BLOG;
}

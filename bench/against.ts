import { type DynamicPage, dynamicPages } from "./dynamic";
import { median } from "./median";
import { batchCpuMs, SITE_BUNDLE, startWorkerd, type Workerd } from "./workerd";

/**
 * `npm run bench -- --against <bundle>`: the dynamic pages' CPU per render of the built bundle
 * next to another build's (copied under dist/), for judging a change worth tenths of a
 * millisecond. Both workerds run side by side and each page alternates batches between them, so
 * the machine's drift (this 2-core machine: ±0.5 ms between identical runs minutes apart) falls on
 * both alike. Prints each page's median per render and the difference; budgets stay the bench's.
 */
const ROUNDS = 9;
const BATCH = 60;

const batch = (workerd: Workerd, page: DynamicPage): Promise<number> =>
  batchCpuMs(workerd.pid, BATCH, async () =>
    (await fetch(new URL(page.path, workerd.product), { headers: page.headers })).text(),
  );

export async function compareDynamic(otherBundle: string): Promise<void> {
  const other = await startWorkerd(null, null, undefined, { scriptPath: otherBundle, running: [] });
  const built = await startWorkerd(null, null, undefined, { scriptPath: SITE_BUNDLE, running: [other.pid] });
  try {
    // Each workerd has its own accounts: a page's visitor signs up on its own site.
    const [otherPages, builtPages] = [await dynamicPages(other.site), await dynamicPages(built.site)];
    console.log(
      `${"dynamic page".padEnd(22)} ${otherBundle.padStart(24)} ${SITE_BUNDLE.padStart(24)}      Δ`,
    );
    for (const [index, page] of builtPages.entries()) {
      const counterpart = otherPages[index] ?? page;
      const before: number[] = [];
      const after: number[] = [];
      await batch(other, counterpart);
      await batch(built, page);
      for (let round = 0; round < ROUNDS; round++) {
        before.push(await batch(other, counterpart));
        after.push(await batch(built, page));
      }
      const [a, b] = [median(before), median(after)];
      console.log(
        `${`${page.locale} ${page.type}`.padEnd(22)} ${`${a.toFixed(2)} ms`.padStart(24)} ${`${b.toFixed(2)} ms`.padStart(24)} ${(b - a).toFixed(2).padStart(6)}`,
      );
    }
  } finally {
    await built.dispose();
    await other.dispose();
  }
}

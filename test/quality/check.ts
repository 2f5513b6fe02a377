/** What every gate is given and returns: the running site, and a verdict a person can act on. */
export interface CheckContext {
  baseUrl: string;
  /** Everything the server has logged so far. */
  serverLog: () => string;
}

export interface CheckResult {
  ok: boolean;
  /** One line: what was checked and the figures. */
  summary: string;
  /** One line per violation: which page, which rule, which node. */
  problems: string[];
  /** Extra lines worth reading even when all is well (figures, expected exceptions). */
  notes?: string[];
}

export type Check = (context: CheckContext) => Promise<CheckResult>;

/** Runs `work` over `items` with at most `limit` at once, keeping the input order in the output. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

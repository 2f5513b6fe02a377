export interface RetryPolicy {
  tries: number;
  intervalMs: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until it reports success or the tries run out; true when one succeeded. */
export async function withRetry(
  attempt: () => Promise<boolean>,
  policy: RetryPolicy,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<boolean> {
  for (let tried = 1; tried <= policy.tries; tried++) {
    const ok = await attempt().catch(() => false);
    if (ok) return true;
    if (tried < policy.tries) await sleep(policy.intervalMs);
  }
  return false;
}

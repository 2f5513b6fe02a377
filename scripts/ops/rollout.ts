/**
 * The steps of a gradual production rollout, pure so the plan is tested without Cloudflare: each
 * step a `wrangler versions deploy` split, the smoke check pinned to the new version after it,
 * and the way back to the version that served before.
 */

export interface VersionShare {
  version_id: string;
  percentage: number;
}

/** Traffic to the new version at each step; the last is always 100. */
export const DEFAULT_STEPS = [10, 100] as const;

export function parseSteps(text: string | undefined): number[] {
  if (!text) return [...DEFAULT_STEPS];
  const steps = text.split(",").map((step) => Number(step.trim()));
  const valid =
    steps.length > 0 &&
    steps.every((step, i) => Number.isInteger(step) && step > 0 && step <= 100 && step > (steps[i - 1] ?? 0));
  if (!valid || steps.at(-1) !== 100) {
    throw new Error(`--steps takes rising whole percentages ending at 100 (e.g. 10,50,100), not "${text}"`);
  }
  return steps;
}

/** The version that carries most of today's traffic: where a failed rollout returns. */
export function stableVersion(shares: readonly VersionShare[]): string | null {
  const sorted = [...shares].sort((a, b) => b.percentage - a.percentage);
  return sorted[0]?.version_id ?? null;
}

/** `wrangler versions deploy` arguments for one step (the new version alone at 100 %). */
export function deployArgs(next: string, stable: string | null, percent: number, message: string): string[] {
  const specs =
    percent === 100 || !stable || stable === next
      ? [`${next}@100`]
      : [`${next}@${percent}`, `${stable}@${100 - percent}`];
  return ["versions", "deploy", ...specs, "--yes", "--message", message];
}

/** The version id `wrangler versions upload` prints ("Worker Version ID: …"). */
export function uploadedVersion(output: string): string {
  const id = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(output)?.[1];
  if (!id) throw new Error(`no version id in wrangler's output:\n${output}`);
  return id;
}

/** The header that sends a request to one version during a split (Cloudflare version overrides). */
export const versionOverride = (worker: string, version: string) => ({
  "Cloudflare-Workers-Version-Overrides": `${worker}="${version}"`,
});

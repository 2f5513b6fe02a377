/**
 * Known violations that may not fail the gates yet, each with its owner and reason. A waiver
 * matches a problem line by substring; the runner prints what it waived and which waivers
 * matched nothing (delete those). Keep this list short and shrinking: it is a to-do list.
 */
export interface Waiver {
  check: string;
  match: string;
  reason: string;
}

export const WAIVERS: readonly Waiver[] = [];

export function applyWaivers(check: string, problems: readonly string[]) {
  const mine = WAIVERS.filter((w) => w.check === check);
  const used = new Set<Waiver>();
  const kept: string[] = [];
  const waived: string[] = [];
  for (const problem of problems) {
    const waiver = mine.find((w) => problem.includes(w.match));
    if (waiver) {
      used.add(waiver);
      waived.push(`waived (${waiver.reason}): ${problem}`);
    } else {
      kept.push(problem);
    }
  }
  const stale = mine
    .filter((w) => !used.has(w))
    .map((w) => `waiver no longer needed, delete it: "${w.match}"`);
  return { kept, waived, stale };
}

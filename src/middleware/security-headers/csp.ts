import { THIRD_PARTIES, type ThirdParty } from "../../catalog/third-parties";

/** Adds the named third parties' sources to a CSP header value, creating directives as needed. */
export function withThirdParties(policy: string, parties: readonly ThirdParty[]): string {
  const directives = new Map<string, string[]>(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens): tokens is [string, ...string[]] => tokens[0] !== undefined && tokens[0] !== "")
      .map(([name, ...sources]) => [name, sources]),
  );
  for (const party of parties) {
    for (const [name, sources] of Object.entries(THIRD_PARTIES[party])) {
      const current = directives.get(name) ?? [...(directives.get("default-src") ?? [])];
      directives.set(name, [...new Set([...current, ...sources])]);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

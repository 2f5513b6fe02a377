/**
 * A value as the text of a JSON data block (`<script type="application/…json">`): every "<" is
 * written \u003c, so no text inside can close the script element or open a comment, and
 * JSON.parse reads the value back unchanged.
 */
export function scriptJson(value: unknown): string {
  const spliced = withConstantParts(value);
  return spliced ?? escaped(JSON.stringify(value));
}

const escaped = (json: string) => json.replace(/</g, "\\u003c");

// The script JSON of values frozen by `constantJson`, by identity: such a value lives as long as
// its isolate, so it is serialized once, not on every render.
const constants = new WeakMap<object, string>();

/**
 * Freezes a value that never changes again (an island's texts, memoized per isolate) and keeps
 * its script JSON: `scriptJson` of an object holding it writes that text instead of walking its
 * hundreds of keys again (My account's texts are 23 KB of its props).
 */
export function constantJson<T extends object>(value: T): Readonly<T> {
  if (!constants.has(value)) constants.set(value, escaped(JSON.stringify(Object.freeze(value))));
  return value;
}

const keptJsonOf = (part: unknown) =>
  typeof part === "object" && part !== null ? constants.get(part) : undefined;

/** A plain object's JSON with its constant properties' kept text spliced in; null when it has none. */
function withConstantParts(value: unknown): string | null {
  // Only a plain object's JSON is its own properties' (a Date or a class may have toJSON).
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return null;
  const parts = Object.entries(value);
  // Most values (JSON-LD, an island without texts) hold none: serialized as they are.
  if (!parts.some(([, part]) => keptJsonOf(part) !== undefined)) return null;
  const kept: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, part] of parts) {
    const text = keptJsonOf(part);
    if (text === undefined) rest[key] = part;
    else kept.push(`${escaped(JSON.stringify(key))}:${text}`);
  }
  const others = escaped(JSON.stringify(rest));
  return others === "{}" ? `{${kept.join(",")}}` : `{${kept.join(",")},${others.slice(1)}`;
}

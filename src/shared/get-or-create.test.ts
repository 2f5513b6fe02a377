import { describe, expect, it } from "vitest";
import { getOrCreate } from "./get-or-create";

describe("getOrCreate", () => {
  it("makes a value on the first ask and returns the same one after", () => {
    const store = new Map<string, object>();
    let made = 0;
    const create = () => {
      made++;
      return {};
    };
    const first = getOrCreate(store, "de", create);
    expect(getOrCreate(store, "de", create)).toBe(first);
    expect(getOrCreate(store, "fr", create)).not.toBe(first);
    expect(made).toBe(2);
  });

  it("keeps a false answer instead of asking again", () => {
    const store = new WeakMap<object, boolean>();
    const key = {};
    let asked = 0;
    const answer = () => {
      asked++;
      return false;
    };
    expect(getOrCreate(store, key, answer)).toBe(false);
    expect(getOrCreate(store, key, answer)).toBe(false);
    expect(asked).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { PAGE_SHOW_RETRY } from "../api/analytics";
import { withRetry } from "./retry";

describe("withRetry", () => {
  it("tries up to 10 times, one second apart, then gives up", async () => {
    const sleeps: number[] = [];
    let attempts = 0;
    const ok = await withRetry(
      async () => {
        attempts++;
        return false;
      },
      PAGE_SHOW_RETRY,
      async (ms) => {
        sleeps.push(ms);
      },
    );
    expect(ok).toBe(false);
    expect(attempts).toBe(10);
    expect(sleeps).toEqual(Array(9).fill(1000));
  });

  it("stops at the first success and counts a thrown error as a failure", async () => {
    let attempts = 0;
    const ok = await withRetry(
      async () => {
        attempts++;
        if (attempts === 1) throw new Error("network");
        return attempts === 3;
      },
      PAGE_SHOW_RETRY,
      async () => {},
    );
    expect(ok).toBe(true);
    expect(attempts).toBe(3);
  });
});

import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROMOTION_CONFIG_KEYS } from "../shared/promotion";
import {
  activePromotion,
  loadPromotionConfig,
  PROMOTION_CONFIG_TTL_MS,
  resetPromotionConfigCache,
} from "./promotion-config";

const EMPTY = { promotion: {}, promotion_l10n: {}, debug_promotion: {}, debug_promotion_l10n: {} };
const T0 = Date.UTC(2025, 5, 4, 8);
const FESTIVAL = { startTime: Date.UTC(2025, 11, 20), endTime: Date.UTC(2026, 0, 3), isFestival: true };

beforeEach(() => {
  resetPromotionConfigCache();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(PROMOTION_CONFIG_KEYS.map((key) => env.CONFIG.delete(key)));
});

describe("loadPromotionConfig", () => {
  it("is all {} when CONFIG holds none of the keys", async () => {
    expect(await loadPromotionConfig(env, T0)).toEqual(EMPTY);
  });

  it("reads and parses the four keys", async () => {
    await env.CONFIG.put("promotion", JSON.stringify(FESTIVAL));
    await env.CONFIG.put("promotion_l10n", JSON.stringify({ en: [{ text: "Sale", color: "#f00" }] }));
    await env.CONFIG.put("debug_promotion", JSON.stringify({ isFestival: false }));
    await env.CONFIG.put("debug_promotion_l10n", JSON.stringify({ de: "Test" }));
    expect(await loadPromotionConfig(env, T0)).toEqual({
      promotion: FESTIVAL,
      promotion_l10n: { en: [{ text: "Sale", color: "#f00" }] },
      debug_promotion: { isFestival: false },
      debug_promotion_l10n: { de: [{ text: "Test" }] },
    });
  });

  it("turns a malformed value into {} and keeps the others", async () => {
    await env.CONFIG.put("promotion", "{not json");
    await env.CONFIG.put("promotion_l10n", JSON.stringify({ en: "Sale" }));
    const config = await loadPromotionConfig(env, T0);
    expect(config.promotion).toEqual({});
    expect(config.promotion_l10n).toEqual({ en: [{ text: "Sale" }] });
  });

  it("keeps what it read for 60 s, then reads again", async () => {
    await env.CONFIG.put("promotion", JSON.stringify({ isFestival: false }));
    expect((await loadPromotionConfig(env, T0)).promotion).toEqual({ isFestival: false });
    await env.CONFIG.put("promotion", JSON.stringify(FESTIVAL));
    const almost = T0 + PROMOTION_CONFIG_TTL_MS - 1;
    expect((await loadPromotionConfig(env, almost)).promotion).toEqual({ isFestival: false });
    expect((await loadPromotionConfig(env, T0 + PROMOTION_CONFIG_TTL_MS)).promotion).toEqual(FESTIVAL);
  });

  it("reads again at once after a cache reset", async () => {
    await loadPromotionConfig(env, T0);
    await env.CONFIG.put("promotion", JSON.stringify(FESTIVAL));
    resetPromotionConfigCache();
    expect((await loadPromotionConfig(env, T0)).promotion).toEqual(FESTIVAL);
  });

  it("asks for the four keys in parallel, not one after another", async () => {
    const pending: ((value: string | null) => void)[] = [];
    const get = vi.fn((_key: string) => new Promise<string | null>((resolve) => pending.push(resolve)));
    const loading = loadPromotionConfig({ CONFIG: { get } as unknown as KVNamespace }, T0);
    expect(get.mock.calls.map(([key]) => key)).toEqual([...PROMOTION_CONFIG_KEYS]);
    for (const resolve of pending) resolve(null);
    expect(await loading).toEqual(EMPTY);
  });

  it("answers {} when KV fails, and tries again on the next call", async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error("KV down")).mockResolvedValue(null);
    const kv = { CONFIG: { get } as unknown as KVNamespace };
    expect(await loadPromotionConfig(kv, T0)).toEqual(EMPTY);
    await loadPromotionConfig(kv, T0 + 1);
    expect(get).toHaveBeenCalledTimes(PROMOTION_CONFIG_KEYS.length * 2);
  });
});

describe("activePromotion", () => {
  beforeEach(async () => {
    await env.CONFIG.put("promotion", JSON.stringify(FESTIVAL));
    await env.CONFIG.put("promotion_l10n", JSON.stringify({ en: "Live sale" }));
    await env.CONFIG.put("debug_promotion", JSON.stringify({ isFestival: false }));
    await env.CONFIG.put("debug_promotion_l10n", JSON.stringify({ en: "Rehearsal" }));
  });

  it("serves the live promotion in prod", async () => {
    expect(await activePromotion(env, "prod")).toEqual({
      promotion: FESTIVAL,
      l10n: { en: [{ text: "Live sale" }] },
    });
  });

  it("serves the debug promotion in the sandbox", async () => {
    expect(await activePromotion(env, "sandbox")).toEqual({
      promotion: { isFestival: false },
      l10n: { en: [{ text: "Rehearsal" }] },
    });
  });
});

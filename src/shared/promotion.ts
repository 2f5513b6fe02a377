import { DEFAULT_LOCALE } from "../i18n/languages";
import type { Environment } from "./environment";
import { type FestivalWindow, isWithinFestival } from "./popup-schedule";
import * as z from "./zod";

/**
 * The promotion config of spec sections 3 and 7: four remote-config values, each a JSON string.
 * A value that is missing, not JSON, or not of the expected shape counts as `{}` (spec section 9:
 * the fallback is an empty object), so a bad edit switches a promotion off instead of a page.
 */
export const PROMOTION_CONFIG_KEYS = [
  "promotion",
  "promotion_l10n",
  "debug_promotion",
  "debug_promotion_l10n",
] as const;
export type PromotionConfigKey = (typeof PROMOTION_CONFIG_KEYS)[number];

/** Below this a number is taken for epoch seconds: as milliseconds it would be before 1974. */
const EPOCH_SECONDS_LIMIT = 1e11;
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Epoch milliseconds from epoch seconds, epoch milliseconds or a date-time string. A string
 * without a zone is read as UTC, so the same text means the same instant on every runtime.
 */
function toEpochMs(value: number | string): number {
  if (typeof value === "number") return value < EPOCH_SECONDS_LIMIT ? value * 1000 : value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return toEpochMs(Number(text));
  return Date.parse(ZONELESS_DATE_TIME.test(text) ? `${text.replace(" ", "T")}Z` : text);
}

const instant = z.pipe(
  z.pipe(
    z.union([z.number().check(z.nonnegative()), z.string().check(z.minLength(1))]),
    z.transform(toEpochMs),
  ),
  z.number().check(z.int(), z.nonnegative()),
);

const promotionSchema = z.object({
  startTime: z.optional(instant),
  endTime: z.optional(instant),
  isFestival: z.optional(z.boolean()),
});

/** Only #rgb and #rrggbb reach a style attribute: nothing else can smuggle CSS in. */
export const SEGMENT_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const segmentSchema = z.object({
  text: z.string(),
  // A colour the pattern refuses is dropped, not the text: the message still reads right.
  color: z.catch(z.optional(z.string().check(z.regex(SEGMENT_COLOR))), undefined),
});

const segmentsSchema = z.union([
  z.array(segmentSchema),
  z.pipe(
    z.string(),
    z.transform((text: string): z.output<typeof segmentSchema>[] => [{ text }]),
  ),
]);

const l10nSchema = z.record(z.string(), segmentsSchema);

export type Promotion = z.output<typeof promotionSchema>;
export type PromotionSegment = z.output<typeof segmentSchema>;
/** Language code → the promotion's text as coloured segments. */
export type PromotionL10n = z.output<typeof l10nSchema>;

export interface PromotionConfig {
  promotion: Promotion;
  promotion_l10n: PromotionL10n;
  debug_promotion: Promotion;
  debug_promotion_l10n: PromotionL10n;
}

function parseJson<T>(key: string, raw: string | null | undefined, schema: z.ZodMiniType<T>, empty: T): T {
  if (raw === null || raw === undefined || raw.trim() === "") return empty;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.warn(`promotion: ${key} is not JSON; using {}`);
    return empty;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.warn(`promotion: ${key} has an unexpected shape; using {}`, z.prettifyError(parsed.error));
  return empty;
}

export const parsePromotion = (raw: string | null | undefined, key = "promotion"): Promotion =>
  parseJson(key, raw, promotionSchema, {});

export const parsePromotionL10n = (raw: string | null | undefined, key = "promotion_l10n"): PromotionL10n =>
  parseJson(key, raw, l10nSchema, {});

/** The four raw values (a missing key is null or absent) as a config; never throws. */
export function parsePromotionConfig(
  raw: Partial<Record<PromotionConfigKey, string | null>>,
): PromotionConfig {
  return {
    promotion: parsePromotion(raw.promotion, "promotion"),
    promotion_l10n: parsePromotionL10n(raw.promotion_l10n, "promotion_l10n"),
    debug_promotion: parsePromotion(raw.debug_promotion, "debug_promotion"),
    debug_promotion_l10n: parsePromotionL10n(raw.debug_promotion_l10n, "debug_promotion_l10n"),
  };
}

export interface ActivePromotion {
  promotion: Promotion;
  l10n: PromotionL10n;
}

/**
 * The debug values rule in the sandbox, even when empty: a sandbox then never shows (or tests
 * against) the live promotion by accident, and prod never shows a rehearsal.
 */
export function promotionFor(config: PromotionConfig, environment: Environment): ActivePromotion {
  return environment === "sandbox"
    ? { promotion: config.debug_promotion, l10n: config.debug_promotion_l10n }
    : { promotion: config.promotion, l10n: config.promotion_l10n };
}

/**
 * The festival's window, or null when the promotion is no festival: it needs `isFestival: true`
 * and a start before its end, so a half-filled config never opens an endless festival.
 */
export function festivalWindow(promotion: Promotion): FestivalWindow | null {
  const { isFestival, startTime, endTime } = promotion;
  if (isFestival !== true || startTime === undefined || endTime === undefined) return null;
  return startTime < endTime ? { startTime, endTime } : null;
}

/** Whether a festival runs at `now` (epoch ms): start inclusive, end exclusive. */
export function festivalActive(promotion: Promotion, now: number): boolean {
  return isWithinFestival(festivalWindow(promotion), now);
}

/** The promotion's text in a language, else in English, else null; blank texts count as none. */
export function promotionText(l10n: PromotionL10n, locale: string): readonly PromotionSegment[] | null {
  for (const code of [locale, DEFAULT_LOCALE]) {
    const segments = l10n[code];
    if (segments?.some((s) => s.text.trim() !== "")) return segments;
  }
  return null;
}

import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../i18n/languages";
import { SEGMENT_COLOR } from "../../shared/promotion";
import * as z from "../../shared/zod";

/** Which set of the promotion config an edit is for: the live one, or the sandbox's rehearsal. */
export const PROMOTION_TARGETS = {
  live: { promotion: "promotion", l10n: "promotion_l10n" },
  debug: { promotion: "debug_promotion", l10n: "debug_promotion_l10n" },
} as const;
export type PromotionTarget = keyof typeof PROMOTION_TARGETS;

/** `<input type="datetime-local">`'s value, read as UTC (the console says so next to the field). */
const utcDateTime = z.pipe(
  z.pipe(
    z
      .string()
      .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/, "a date and time (UTC)")),
    z.transform((text: string) => Date.parse(`${text}Z`)),
  ),
  z.number().check(z.int(), z.nonnegative("a date after 1970")),
);

const segment = z.strictObject({
  text: z.string().check(z.minLength(1, "a segment needs text")),
  color: z.optional(z.string().check(z.regex(SEGMENT_COLOR, "a colour as #rgb or #rrggbb"))),
});

const localeCode = z.enum(LOCALES as [Locale, ...Locale[]], "one of the site's language codes");

/** Language → coloured segments; English is required, as every other language falls back to it. */
const l10nJson = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: "custom", message: "not JSON", input: text });
        return z.NEVER;
      }
    }),
  ),
  z
    .partialRecord(localeCode, z.array(segment).check(z.minLength(1, "at least one segment")))
    .check(
      z.refine((texts) => texts[DEFAULT_LOCALE] !== undefined, `an "${DEFAULT_LOCALE}" text (the fallback)`),
    ),
);

/**
 * The console's promotion form, stricter than the site's reading of the config (which turns a
 * bad value into "no promotion"): here a bad value is refused with its reason and nothing is saved.
 */
export const promotionForm = z.pipe(
  z.object({
    target: z.enum(["live", "debug"]),
    festival: z.optional(z.literal("on")),
    start: z.optional(z.union([z.literal(""), utcDateTime])),
    end: z.optional(z.union([z.literal(""), utcDateTime])),
    l10n: l10nJson,
  }),
  z.transform((form, ctx) => {
    const startTime = typeof form.start === "number" ? form.start : undefined;
    const endTime = typeof form.end === "number" ? form.end : undefined;
    if (form.festival && (startTime === undefined || endTime === undefined)) {
      ctx.issues.push({
        code: "custom",
        path: ["start"],
        message: "a festival needs a start and an end",
        input: form,
      });
    }
    if (startTime !== undefined && endTime !== undefined && startTime >= endTime) {
      ctx.issues.push({
        code: "custom",
        path: ["end"],
        message: "the end must come after the start",
        input: form,
      });
    }
    return {
      target: form.target,
      promotion: { isFestival: form.festival === "on", startTime, endTime },
      l10n: form.l10n,
    };
  }),
);

export type PromotionEdit = z.output<typeof promotionForm>;

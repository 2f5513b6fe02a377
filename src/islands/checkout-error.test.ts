import { describe, expect, it } from "vitest";
import { API_ERRORS } from "../api/codes";
import { PAYMENT_ERRORS } from "../api/payment-errors";
import { LOCALES, type Locale, languageOf } from "../i18n/languages";
import { loadMessages } from "../i18n/messages";
import { rawMessages } from "../pages/components/raw-messages";
import { CHECKOUT_KEYS } from "./checkout";
import { type CheckoutScope, checkoutErrorKey, checkoutErrorText } from "./checkout-error";
import { ApiFailure, NETWORK_FAILURE_CODE } from "./lib/api";
import { translator } from "./lib/texts";

const failure = ({ status, code }: { status: number; code: number }) =>
  new ApiFailure(status, { code, message: "", data: null });

describe("what the checkout says when Pay fails", () => {
  it.each([API_ERRORS.upstreamFailed, API_ERRORS.unavailable, API_ERRORS.upstreamTimeout])(
    "says the payment service is not answering and nothing was charged ($code)",
    (error) => {
      expect(checkoutErrorKey(failure(error))).toBe("error.serviceDown");
    },
  );

  it("asks for another method when the chosen provider is unavailable", () => {
    expect(checkoutErrorKey(failure(PAYMENT_ERRORS.providerUnavailable))).toBe("error.unavailable");
  });

  it("asks for one of the methods shown when the purchase named an unknown or hidden method", () => {
    expect(checkoutErrorKey(failure(PAYMENT_ERRORS.unknownMethod))).toBe("error.methodUnknown");
    expect(checkoutErrorKey(failure(PAYMENT_ERRORS.methodUnavailable))).toBe("error.methodUnavailable");
  });

  it("says nothing was charged and asks for a reload when the price changed since the page loaded", () => {
    expect(checkoutErrorKey(failure(PAYMENT_ERRORS.priceChanged))).toBe("error.priceChanged");
  });

  it("tells a buyer who already had the trial to pick another plan", () => {
    expect(checkoutErrorKey(failure(PAYMENT_ERRORS.trialUsed))).toBe("error.trialUsed");
  });

  it("says a partner's plan needs the partner's link", () => {
    expect(checkoutErrorKey(failure(PAYMENT_ERRORS.partnerOnlyPlan))).toBe("error.partnerOnly");
  });

  it("tells a failed security check, from the API or from the recaptcha script", () => {
    expect(checkoutErrorKey(failure(API_ERRORS.recaptchaFailed))).toBe("error.recaptcha");
    expect(checkoutErrorKey(new Error("recaptcha did not load"))).toBe("error.recaptcha");
  });

  it("keeps a lost connection apart: that one is the buyer's network", () => {
    expect(checkoutErrorKey(failure({ status: 0, code: NETWORK_FAILURE_CODE }))).toBe("error.network");
  });

  it("answers anything else with the generic message", () => {
    expect(checkoutErrorKey(failure({ status: 400, code: 49999 }))).toBe("error.generic");
    expect(checkoutErrorKey(new Error("no redirect_url"))).toBe("error.generic");
  });

  it("ships every text it may choose to the island, in every language", async () => {
    const keys = [
      "error.generic",
      "error.recaptcha",
      "error.unavailable",
      "error.serviceDown",
      "error.network",
      "error.trialUsed",
      "error.methodUnknown",
      "error.methodUnavailable",
      "error.priceChanged",
    ];
    for (const key of keys) expect(CHECKOUT_KEYS).toContain(key);
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale, ["pricing-checkout-id"]);
      const errors = (messages["pricing-checkout-id"] as { error: Record<string, string> }).error;
      for (const key of keys) {
        const name = key.slice("error.".length);
        expect(errors[name] ?? errors[`${name}_other`]).toBeTruthy();
      }
    }
  });
});

describe("the trial-used error counts the chosen plan's own trial days", () => {
  const said = async (locale: Locale, days: number) => {
    const messages = await loadMessages(locale, ["pricing-checkout-id"]);
    const text = translator(rawMessages(messages, "pricing-checkout-id"), languageOf(locale).intl);
    return checkoutErrorText(failure(PAYMENT_ERRORS.trialUsed), { trial_days: days }, text);
  };

  it.each([
    ["en", 3, "You have already used your 3-day trial."],
    ["de", 1, "Ihre Testphase von 1 Tag bereits genutzt"],
    ["de", 14, "Ihre Testphase von 14 Tagen bereits genutzt"],
    ["ar", 2, "لمدة يومين من قبل"],
    ["ar", 11, "لمدة 11 يومًا من قبل"],
    ["pl", 2, "okres próbny na 2 dni został"],
    ["ru", 21, "пробным периодом на 21 день"],
    ["ru", 3, "пробным периодом на 3 дня"],
    ["ja", 5, "5日間トライアル"],
  ] as const)("%s, %i days", async (locale, days, form) => {
    expect(await said(locale, days)).toContain(form);
  });

  it("other errors are not changed by the count", async () => {
    const messages = await loadMessages("en", ["pricing-checkout-id"]);
    const text = translator<CheckoutScope>(rawMessages(messages, "pricing-checkout-id"), "en-US");
    expect(checkoutErrorText(failure(PAYMENT_ERRORS.priceChanged), { trial_days: 7 }, text)).toBe(
      text("error.priceChanged"),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n/languages";
import { languageOf } from "../../i18n/languages";
import { loadMessages } from "../../i18n/messages";
import { translator } from "./texts";

const KEY = "myaccount.subscriptions.nextRenewalValue";

/** The island's translator over the locale's own template of the next renewal, unfilled as the server hands it over. */
async function nextRenewal(locale: Locale) {
  const messages = await loadMessages(locale, ["myaccount"]);
  const subscriptions = messages.myaccount?.subscriptions;
  const template = typeof subscriptions === "object" ? subscriptions.nextRenewalValue : undefined;
  const t = translator({ [KEY]: typeof template === "string" ? template : "" }, languageOf(locale).intl);
  return (date: string) => t(KEY, { amount: "59,88 €", date });
}

describe("an island's translator", () => {
  it("writes the words around a filled-in date as the server's translator does (decision 180)", async () => {
    const italian = await nextRenewal("it");
    expect(italian("8 mar 2027")).toBe("59,88 € l’8 mar 2027");
    expect(italian("11 mar 2027")).toBe("59,88 € l’11 mar 2027");
    expect(italian("1 mar 2027")).toBe("59,88 € il 1º mar 2027");
    expect(italian("18 mar 2027")).toBe("59,88 € il 18 mar 2027");
    expect((await nextRenewal("fr"))("1 mars 2027")).toBe("59,88 € le 1er mars 2027");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localeMessages } from "../../../test/support/locale-messages";
import { LOCALES, languageOf } from "../../i18n/languages";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/validation";
import { translator } from "../lib/texts";
import { PasswordRules } from "./password-rules";

describe("PasswordRules", () => {
  it.each(LOCALES)(
    "%s states the length rule from the password constants, every placeholder filled",
    (locale) => {
      const intl = languageOf(locale).intl;
      const t = translator(Object.fromEntries(localeMessages(locale)), intl);
      const html = renderToStaticMarkup(<PasswordRules password="" t={t} />);
      const number = new Intl.NumberFormat(intl);
      expect(html).toContain(number.format(PASSWORD_MIN_LENGTH));
      expect(html).toContain(number.format(PASSWORD_MAX_LENGTH));
      expect(html).not.toMatch(/\{\{|account\.rules/);
    },
  );
});

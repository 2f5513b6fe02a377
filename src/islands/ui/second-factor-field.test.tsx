import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localeMessages } from "../../../test/support/locale-messages";
import { API_ERRORS } from "../../api/codes";
import { LOCALES, languageOf } from "../../i18n/languages";
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, TOTP_DIGITS } from "../../shared/validation";
import { ApiFailure } from "../lib/api";
import { translator } from "../lib/texts";
import { challengeOf } from "../login-second-factor";
import {
  SecondFactorField,
  type SecondFactorKind,
  secondFactorCode,
  secondFactorFormatError,
} from "./second-factor-field";

describe("secondFactorCode", () => {
  it("takes the app's 6 digits, also typed with a space in the middle", () => {
    expect(secondFactorCode("app", "123456")).toBe("123456");
    expect(secondFactorCode("app", "123 456")).toBe("123456");
    expect(secondFactorCode("app", "12345")).toBeNull();
    expect(secondFactorCode("app", "abcde-fgh23")).toBeNull();
  });

  it("takes a recovery code with or without its dash, in any case", () => {
    expect(secondFactorCode("recovery", "ABCDE-FGH23")).toBe("abcdefgh23");
    expect(secondFactorCode("recovery", " abcde fgh23 ")).toBe("abcdefgh23");
    expect(secondFactorCode("recovery", "123456")).toBeNull();
  });
});

describe("challengeOf", () => {
  const refusal = (code: number, data: unknown) => new ApiFailure(400, { code, message: "", data });

  it("reads the challenge of login's 'second factor required' answer", () => {
    const challenge = "c".repeat(43);
    expect(challengeOf(refusal(API_ERRORS.secondFactorRequired.code, { challenge, expires_in: 300 }))).toBe(
      challenge,
    );
  });

  it("is null for any other refusal", () => {
    expect(challengeOf(refusal(API_ERRORS.wrongCredentials.code, null))).toBeNull();
    expect(challengeOf(refusal(API_ERRORS.secondFactorRequired.code, null))).toBeNull();
    expect(challengeOf(new Error("network"))).toBeNull();
  });
});

describe("the second-factor field's texts state the numbers from the constants", () => {
  const ignore = () => {};
  const cases: [SecondFactorKind, number[]][] = [
    ["app", [TOTP_DIGITS]],
    ["recovery", [RECOVERY_CODE_LENGTH, RECOVERY_CODE_COUNT]],
  ];
  it.each(LOCALES)("%s: hint and format error, every placeholder filled", (locale) => {
    const intl = languageOf(locale).intl;
    const t = translator(Object.fromEntries(localeMessages(locale)), intl);
    const number = new Intl.NumberFormat(intl);
    for (const [kind, numbers] of cases) {
      const html = renderToStaticMarkup(
        <SecondFactorField t={t} kind={kind} onKindChange={null} value="" error={null} onChange={ignore} />,
      );
      const text = html + secondFactorFormatError(kind, t);
      for (const n of numbers) expect(text).toContain(number.format(n));
      expect(text).not.toMatch(/\{\{|account\.(errors|twoFactor)\./);
    }
  });
});

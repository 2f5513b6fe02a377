import { describe, expect, it } from "vitest";
import { API_ERRORS } from "../../api/codes";
import { ApiFailure } from "../lib/api";
import { challengeOf } from "../login-second-factor";
import { secondFactorCode } from "./second-factor-field";

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

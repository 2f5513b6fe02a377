import { describe, expect, it } from "vitest";
import {
  countryIsBlocked,
  isIpAddress,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChecks,
} from "./validation";

describe("e-mail (spec section 5)", () => {
  it.each(["a@b.co", "first.last@mail.example.com", "a_b-c@x-y.org", "Mia.K@example.com"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each(["a@b", "a..b@x.com", ".a@x.com", "a@x.c0m", "a+b@x.com", "a@X.com", "a @x.com", "@x.com"])(
    "refuses %s",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it("lowers the domain only", () => {
    expect(normalizeEmail("  Mia@EXAMPLE.Com ")).toBe("Mia@example.com");
  });
});

describe("password (spec sections 5 and 9)", () => {
  it("ticks each rule separately", () => {
    expect(passwordChecks("abc")).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      symbol: false,
      printable: true,
    });
  });
  it("needs 8 to 20 characters", () => {
    expect(isValidPassword(`Aa!${"x".repeat(PASSWORD_MIN_LENGTH - 4)}`)).toBe(false);
    expect(isValidPassword(`Aa!${"x".repeat(PASSWORD_MIN_LENGTH - 3)}`)).toBe(true);
    expect(isValidPassword(`Aa!${"x".repeat(PASSWORD_MAX_LENGTH - 3)}`)).toBe(true);
    expect(isValidPassword(`Aa!${"x".repeat(PASSWORD_MAX_LENGTH - 2)}`)).toBe(false);
  });
  it("refuses characters outside printable ASCII", () => {
    expect(isValidPassword("Passwört!1")).toBe(false);
    expect(isValidPassword("Pass\tword!1")).toBe(false);
  });
});

describe("the 'china' block (spec section 5)", () => {
  it.each([
    ["China", true],
    ["Hong Kong SAR China", true],
    ["CHINA", true],
    ["Germany", false],
    ["", false],
    [null, false],
  ])("%s → %s", (country, blocked) => {
    expect(countryIsBlocked(country)).toBe(blocked);
  });
});

describe("IP addresses", () => {
  it.each([
    "0.0.0.0",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "2001:db8::8a2e:370:7334",
    "::ffff:10.0.0.1",
  ])("accepts %s", (ip) => expect(isIpAddress(ip)).toBe(true));
  it.each([
    "256.0.0.0",
    "1.2.3.4.5",
    "1.2.3.04",
    ":::",
    "1::2::3",
    "12345::",
    "g::1",
    "1:2:3:4:5:6:7",
    "::ffff:999.0.0.1",
  ])("refuses %s", (ip) => expect(isIpAddress(ip)).toBe(false));
});

import { describe, expect, it } from "vitest";
import { API_ERRORS } from "../../api/codes";
import { DEVICE_LIMIT } from "../../catalog/billing";
import { ApiFailure, NETWORK_FAILURE_CODE } from "./api";
import { errorText } from "./errors";

/** A translator that shows which message a failure chose. */
const t = (key: string) => key;
const failure = (status: number, code: number) => new ApiFailure(status, { code, message: "", data: null });

describe("errorText", () => {
  it.each([API_ERRORS.upstreamFailed, API_ERRORS.unavailable, API_ERRORS.upstreamTimeout])(
    "tells the visitor the account service is not answering ($code)",
    ({ status, code }) => {
      expect(errorText(failure(status, code), t)).toBe("account.errors.serviceUnavailable");
    },
  );

  it("keeps a lost connection apart: that one is the visitor's network", () => {
    expect(errorText(failure(0, NETWORK_FAILURE_CODE), t)).toBe("account.errors.network");
  });

  it("answers an unknown code with the generic message", () => {
    expect(errorText(failure(400, 49999), t)).toBe("account.errors.generic");
  });

  it("names the plan's device limit when one device too many registers", () => {
    const counted = (key: string, params?: Record<string, unknown>) => `${key}:${params?.count}`;
    expect(errorText(failure(409, API_ERRORS.deviceLimitReached.code), counted)).toBe(
      `account.errors.deviceLimit:${DEVICE_LIMIT}`,
    );
  });
});

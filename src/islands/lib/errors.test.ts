import { describe, expect, it } from "vitest";
import { API_ERRORS } from "../../api/codes";
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
});

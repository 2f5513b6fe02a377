import { describe, expect, it } from "vitest";
import { purchaseOutcome, withRedirect } from "./purchase-answer";

describe("purchase answers", () => {
  it("copies web_url to redirect_url for pd only", () => {
    expect(withRedirect("pd", { web_url: "https://pay.example/x" }).redirect_url).toBe(
      "https://pay.example/x",
    );
    expect(withRedirect("ps", { web_url: "https://pay.example/x" }).redirect_url).toBeUndefined();
  });

  it("reads s1's active as success, and the others' success flag", () => {
    expect(purchaseOutcome("s1", { status: "active" })).toBe("success");
    expect(purchaseOutcome("s1", { status: "incomplete" })).toBe("pending");
    expect(purchaseOutcome("s1", { status: "incomplete_expired" })).toBe("failed");
    expect(purchaseOutcome("ps", { status: "active" })).toBe("pending");
    expect(purchaseOutcome("ps", { status: "paid", success: true })).toBe("success");
    expect(purchaseOutcome("rz", { status: "canceled", success: false })).toBe("failed");
  });
});

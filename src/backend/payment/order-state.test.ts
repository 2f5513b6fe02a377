import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../api/payment";
import { isFinal, nextStatus, OUTCOMES, resultAnswer } from "./order-state";

describe("order state machine", () => {
  it("a pending order moves to any outcome", () => {
    for (const outcome of OUTCOMES) expect(nextStatus("pending", outcome)).toBe(outcome);
  });

  it("a final order never moves again", () => {
    for (const state of OUTCOMES) {
      expect(isFinal(state)).toBe(true);
      for (const outcome of OUTCOMES) expect(nextStatus(state, outcome)).toBeNull();
    }
    expect(isFinal("pending")).toBe(false);
  });

  it("s1 answers subscription statuses, where only active is success", () => {
    expect(resultAnswer("s1", "paid")).toEqual({ status: "active" });
    for (const state of ["pending", "failed", "canceled"] as OrderStatus[]) {
      expect(resultAnswer("s1", state).status).not.toBe("active");
      expect(resultAnswer("s1", state)).not.toHaveProperty("success");
    }
  });

  it("the other providers answer a success flag", () => {
    expect(resultAnswer("ps", "paid")).toEqual({ status: "paid", success: true });
    expect(resultAnswer("rz", "failed")).toEqual({ status: "failed", success: false });
    expect(resultAnswer("so", "pending")).toEqual({ status: "pending", success: false });
  });
});

/** The operator console (not localized, never indexed) and its form targets. */
export const OPS_PATH = "/ops";

export const OPS_ACTION_PATHS = {
  promotion: "/ops/promotion",
  redirects: "/ops/redirects",
  refund: "/ops/refund",
  extendVip: "/ops/extend-vip",
  resendReceipt: "/ops/resend-receipt",
} as const;

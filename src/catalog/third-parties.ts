import { stunHostSources } from "./stun-servers";

/**
 * Third-party origins by name, each allowed in the CSP only on the routes that name it in the
 * route table. Under 'strict-dynamic' host sources in script-src only serve browsers without CSP3.
 */
export const THIRD_PARTIES = {
  recaptcha: {
    "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    "connect-src": ["https://www.google.com/recaptcha/"],
  },
  /**
   * Paddle.js and Paddle Checkout's overlay frame (live and Paddle's sandbox), on /pay/{order}
   * only: the page Paddle's checkout links open (decision 177).
   */
  paddle: {
    "script-src": ["https://cdn.paddle.com/"],
    "frame-src": ["https://buy.paddle.com/", "https://sandbox-buy.paddle.com/"],
    "connect-src": ["https://*.paddle.com"],
  },
  /** The WebRTC leak test's STUN servers, named so the policy documents every host the page uses. */
  stun: {
    "connect-src": stunHostSources(),
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type ThirdParty = keyof typeof THIRD_PARTIES;

/** Set by Google reCAPTCHA on its own domain, only on the routes that load it (login, checkout). */
export const RECAPTCHA_COOKIE = { name: "_GRECAPTCHA", maxAge: 180 * 24 * 60 * 60 } as const;

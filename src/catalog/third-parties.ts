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
  /** The WebRTC leak test's STUN servers, named so the policy documents every host the page uses. */
  stun: {
    "connect-src": stunHostSources(),
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type ThirdParty = keyof typeof THIRD_PARTIES;

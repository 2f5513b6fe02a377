import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { PAYMENT_HOSTS } from "../../catalog/payment-hosts";
import { isLocalHost } from "../../edge/local-host";
import type { AppEnv } from "../../env";
import { withThirdParties } from "./csp";

const policy = (hsts: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...PAYMENT_HOSTS.map((host) => `https://${host}`)],
    },
    strictTransportSecurity: hsts ? "max-age=63072000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ["self"], usb: [] },
  });

const remote = policy(true);
const local = policy(false);

/**
 * Security headers on every response, with a fresh CSP nonce (`c.var.secureHeadersNonce`).
 * HSTS is left out on localhost, where it would pin a developer's browser to https. A page whose
 * route names third parties (recaptcha) gets their sources added, and no other page does.
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await (isLocalHost(new URL(c.req.url).host) ? local : remote)(c, next);
  const parties = c.get("thirdParties");
  const csp = c.res.headers.get("Content-Security-Policy");
  if (parties?.length && csp) c.res.headers.set("Content-Security-Policy", withThirdParties(csp, parties));
};

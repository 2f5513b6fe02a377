import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API_ERRORS } from "../api/codes";
import type { AppEnv } from "../env";
import { errorResponse } from "./error-response";

/**
 * The largest body each state-changing route reads, in bytes. hono/body-limit enforces it for
 * a declared Content-Length and for a chunked body alike, without reading past the cap.
 */
export const BODY_LIMITS = {
  /** Every MMS contract call is far smaller (the largest, a contact message, is under 6 KB). */
  gateway: 16 * 1024,
  /** A batch of the site's own analytics events: see decision 080 for the measured sizes. */
  analytics: 32 * 1024,
  /** Two short fields (the consent form; the sandbox checkout's outcome). */
  smallForm: 4 * 1024,
  /** A prefetched page's view: a 2 KB path and a 2 KB referrer, even fully JSON-escaped. */
  pageShow: 16 * 1024,
  /** A 5000-character message, URL-encoded, in a script of 4-byte characters: 60 KB. */
  contactForm: 64 * 1024,
  /** Provider webhooks: Stripe and PayPal events are a few KB; a large one stays well under this. */
  webhook: 256 * 1024,
} as const;

/** The API's 413 answer: the error shape every API caller already reads. */
export function tooLargeAnswer(c: Context): Response {
  return errorResponse(c, API_ERRORS.tooLarge);
}

/** A body cap answering in the API's error shape, or with `onTooLarge` (e.g. a localized page). */
export function capBody(
  maxSize: number,
  onTooLarge: (c: Context<AppEnv>) => Response | Promise<Response> = tooLargeAnswer,
): MiddlewareHandler<AppEnv> {
  // hono types the handler with a bare Context; the request is this app's.
  return bodyLimit({ maxSize, onError: (c) => onTooLarge(c as Context<AppEnv>) });
}

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorAnswer } from "../api/answer";
import type { ApiError } from "../api/codes";
import { NO_STORE } from "./cache-control";

/**
 * A refusal of a site route that answers JSON (the consent form's background post, the body cap,
 * the sandbox's recaptcha stand-in), in the one error shape every JSON answer uses: the API's
 * envelope `{ code, message, data }` (src/api/answer.ts). Never stored by a cache.
 */
export function errorResponse(c: Context, error: ApiError): Response {
  const answer = errorAnswer(error);
  return c.json(answer.body, answer.status as ContentfulStatusCode, { "Cache-Control": NO_STORE });
}

import type { ApiError } from "./codes";
import type { Answer } from "./envelope";

/**
 * An answer of the MMS API before it becomes an HTTP response, whoever gave it: the embedded
 * backend, the upstream API or the gateway itself (a timeout, a body too large). It lives with the
 * contract so that the gateway and the edge need nothing of the backend to speak it.
 */
export interface ApiAnswer {
  status: number;
  body: Answer;
  /** Seconds, for 429 answers. */
  retryAfter?: number;
}

export function errorAnswer(error: ApiError, data: unknown = null, retryAfter?: number): ApiAnswer {
  const answer: ApiAnswer = {
    status: error.status,
    body: { code: error.code, message: error.message, data },
  };
  if (retryAfter !== undefined) answer.retryAfter = retryAfter;
  return answer;
}

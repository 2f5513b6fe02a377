import * as z from "../shared/zod";

/**
 * Every answer of the MMS API, embedded or upstream: an HTTP status plus this JSON body. `code` 0
 * is success; any other code is one of API_ERRORS (src/api/codes.ts). Browser-safe (types and zod).
 */
export interface Answer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const answerSchema = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.unknown(),
});

export const SUCCESS_CODE = 0;

export function success<T>(data: T, message = "ok"): Answer<T> {
  return { code: SUCCESS_CODE, message, data };
}

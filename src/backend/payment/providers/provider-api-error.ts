/**
 * A payment provider refused a call or could not be reached (status 0). Billing (provider-calls.ts)
 * answers its own clear code for any provider's refusal and leaves D1 as it was, so it needs one
 * type for all of them; each client subclasses it with the provider's name in the message.
 */
export class ProviderApiError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    /** The provider's own error code (Stripe `error.code`, Paddle `error.code`), when it sent one. */
    readonly code: string | null,
    message: string,
  ) {
    super(`${provider}: HTTP ${status} ${code ?? ""} ${message}`.trim());
  }
}

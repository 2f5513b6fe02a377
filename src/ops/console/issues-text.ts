import type * as z from "../../shared/zod";

/** A zod error's issues in one line an operator reads: `field: what is wrong; …`. */
export const issuesText = (error: z.core.$ZodError): string =>
  error.issues.map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`).join("; ");

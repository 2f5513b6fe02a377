import { COMPANY_EMAILS } from "../catalog/company";
import { LEGAL } from "../catalog/legal";
import type { Bindings } from "../env";

/**
 * Who sells: the company facts of the policy pages plus the deployment's configured address and
 * registration/VAT number. Receipts, the footer, About and the checkout all state the same.
 */
export interface Seller {
  company: string;
  /** ISO country code, named in the page's language. */
  country: string;
  address: string | null;
  taxId: string | null;
  email: string;
}

export function sellerOf(env: Pick<Bindings, "SELLER_ADDRESS" | "SELLER_TAX_ID">): Seller {
  return {
    company: LEGAL.company,
    country: LEGAL.country,
    address: env.SELLER_ADDRESS?.trim() || null,
    taxId: env.SELLER_TAX_ID?.trim() || null,
    email: COMPANY_EMAILS.support,
  };
}

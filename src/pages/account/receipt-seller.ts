import { COMPANY_EMAILS } from "../../catalog/company";
import { LEGAL } from "../../catalog/legal";
import type { Bindings } from "../../env";

/** Who sells, as a receipt states it: the company facts of the policy pages plus the configured address and tax id. */
export interface ReceiptSeller {
  company: string;
  /** ISO country code, named in the page's language. */
  country: string;
  address: string | null;
  taxId: string | null;
  email: string;
}

export function receiptSeller(env: Pick<Bindings, "SELLER_ADDRESS" | "SELLER_TAX_ID">): ReceiptSeller {
  return {
    company: LEGAL.company,
    country: LEGAL.country,
    address: env.SELLER_ADDRESS?.trim() || null,
    taxId: env.SELLER_TAX_ID?.trim() || null,
    email: COMPANY_EMAILS.support,
  };
}

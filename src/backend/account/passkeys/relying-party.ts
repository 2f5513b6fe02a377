import { APP_NAME } from "../../../catalog/app";
import type { BackendContext } from "../../handler";
import { siteOriginOf } from "../../site-origin";

export interface RelyingParty {
  /** The host without port: passkeys are bound to it (and would work on its subdomains' parent). */
  id: string;
  name: string;
  /** The only origin whose ceremonies are accepted. */
  origin: string;
}

/** The site as WebAuthn knows it: the host the visitor reached, as every link the backend makes. */
export function relyingPartyOf(ctx: Pick<BackendContext, "host">): RelyingParty {
  const origin = siteOriginOf(ctx);
  return { id: new URL(origin).hostname, name: APP_NAME, origin };
}

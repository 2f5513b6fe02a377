import { isLocalHost } from "../edge/local-host";

/** The site's origin as the caller reached it, for links the backend hands out (checkout, mails). */
export const siteOriginOf = (ctx: { host: string }) =>
  `${isLocalHost(ctx.host) ? "http" : "https"}://${ctx.host}`;

import { messageKeys } from "./message-list";

/**
 * The child keys under a message path, in file order (`childKeys(messages, "what-is-vpn.faq.items")`);
 * the same function as `messageKeys`, under the name the design components use.
 */
export const childKeys = messageKeys;

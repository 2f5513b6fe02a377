/**
 * Every island by the name that marks it in HTML (`data-island`). Islands are for pages with
 * real state (account, checkout); content pages use small scripts (client/enhance, client/tools).
 */
export const ISLANDS = {};

export type IslandName = keyof typeof ISLANDS;

import { CopyButton } from "./copy-button";

/** Every island by the name that marks it in HTML (`data-island`). */
export const ISLANDS = { CopyButton };

export type IslandName = keyof typeof ISLANDS;

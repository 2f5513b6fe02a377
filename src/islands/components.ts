import { ConsentBanner } from "./consent-banner";
import { IndexPopup } from "./index-popup";

/** Every island by the name that marks it in HTML (`data-island`). */
export const ISLANDS = { ConsentBanner, IndexPopup };

export type IslandName = keyof typeof ISLANDS;

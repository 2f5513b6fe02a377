import { Checkout } from "./checkout";
import { ConsentBanner } from "./consent-banner";
import { CopyButton } from "./copy-button";
import { IndexPopup } from "./index-popup";
import { PayStatus } from "./pay-status";
import { SetPassword } from "./set-password";

/** Every island by the name that marks it in HTML (`data-island`). */
export const ISLANDS = { Checkout, ConsentBanner, CopyButton, IndexPopup, PayStatus, SetPassword };

export type IslandName = keyof typeof ISLANDS;

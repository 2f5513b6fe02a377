import { Checkout } from "./checkout";
import { ConsentBanner } from "./consent-banner";
import { ForgotPassword } from "./forgot-password";
import { IndexPopup } from "./index-popup";
import { LoginForm } from "./login-form";
import { MyAccount } from "./my-account";
import { PayStatus } from "./pay-status";
import { ResetPassword } from "./reset-password";
import { SetPassword } from "./set-password";

/** Every island by the name that marks it in HTML (`data-island`). */
export const ISLANDS = {
  Checkout,
  ConsentBanner,
  IndexPopup,
  LoginForm,
  ForgotPassword,
  ResetPassword,
  MyAccount,
  PayStatus,
  SetPassword,
};

export type IslandName = keyof typeof ISLANDS;

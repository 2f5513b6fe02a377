import { ConsentBanner } from "./consent-banner";
import { ForgotPassword } from "./forgot-password";
import { IndexPopup } from "./index-popup";
import { LoginForm } from "./login-form";
import { MyAccount } from "./my-account";
import { ResetPassword } from "./reset-password";

/** Every island by the name that marks it in HTML (`data-island`). */
export const ISLANDS = {
  ConsentBanner,
  IndexPopup,
  LoginForm,
  ForgotPassword,
  ResetPassword,
  MyAccount,
};

export type IslandName = keyof typeof ISLANDS;

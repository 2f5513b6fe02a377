import { Checkout } from "./checkout";
import { ForgotPassword } from "./forgot-password";
import { LoginForm } from "./login-form";
import { MyAccount } from "./my-account";
import { PayStatus } from "./pay-status";
import { ResetPassword } from "./reset-password";
import { SetPassword } from "./set-password";

/**
 * Every island by the name that marks it in HTML (`data-island`). Islands are for pages with
 * real state (account, checkout); content pages use small scripts (client/enhance, client/tools).
 */
export const ISLANDS = {
  Checkout,
  LoginForm,
  ForgotPassword,
  ResetPassword,
  MyAccount,
  PayStatus,
  SetPassword,
};

export type IslandName = keyof typeof ISLANDS;

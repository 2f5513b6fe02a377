import { ForgotPassword } from "./forgot-password";
import { LoginForm } from "./login-form";
import { MyAccount } from "./my-account";
import { ResetPassword } from "./reset-password";

/**
 * Every island by the name that marks it in HTML (`data-island`). Islands are for pages with
 * real state (account, checkout); content pages use small scripts (client/enhance, client/tools).
 */
export const ISLANDS = {
  LoginForm,
  ForgotPassword,
  ResetPassword,
  MyAccount,
};

export type IslandName = keyof typeof ISLANDS;

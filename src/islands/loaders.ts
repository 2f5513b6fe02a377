import type { ComponentType } from "react";
import type { IslandName } from "./components";

/** The browser's lazy loaders: each island is its own chunk, fetched only when a page has it. */
// biome-ignore lint/suspicious/noExplicitAny: props are the island's own JSON, checked on the server
export const ISLAND_LOADERS: Record<IslandName, () => Promise<ComponentType<any>>> = {
  ConsentBanner: () => import("./consent-banner").then((m) => m.ConsentBanner),
  IndexPopup: () => import("./index-popup").then((m) => m.IndexPopup),
  LoginForm: () => import("./login-form").then((m) => m.LoginForm),
  ForgotPassword: () => import("./forgot-password").then((m) => m.ForgotPassword),
  ResetPassword: () => import("./reset-password").then((m) => m.ResetPassword),
  MyAccount: () => import("./my-account").then((m) => m.MyAccount),
};

/** The account calls, one file per feature; this index names them all for the gateway and backend. */
export * from "./devices";
export * from "./fields";
export * from "./passkeys";
export * from "./passwords";
export * from "./profile";
export * from "./referral";
export * from "./sessions";
export * from "./sign-in";
export * from "./two-factor";
export * from "./your-data";

import { deviceList, deviceRegister, deviceUnbind, userIpBind, userIpQuery, userIpRemove } from "./devices";
import {
  loginPasskeyOptions,
  loginPasskeyVerify,
  passkeyList,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  passkeyRemove,
  passkeyRename,
} from "./passkeys";
import {
  changePassword,
  resetPassword,
  setPassword,
  setPasswordCode,
  verificationRequest,
  verificationValidate,
} from "./passwords";
import { profile } from "./profile";
import { referral } from "./referral";
import { sessionList, sessionRevoke } from "./sessions";
import { anonymousSignup, geoInfo, login, loginSecondFactor, logout } from "./sign-in";
import { twoFactorDisable, twoFactorEnable, twoFactorSetup } from "./two-factor";
import { accountDelete, accountExport, emailChange, emailConfirm } from "./your-data";

export const ACCOUNT_ENDPOINTS = {
  geoInfo,
  anonymousSignup,
  login,
  loginSecondFactor,
  logout,
  profile,
  setPasswordCode,
  setPassword,
  changePassword,
  verificationRequest,
  verificationValidate,
  resetPassword,
  sessionList,
  sessionRevoke,
  deviceList,
  deviceUnbind,
  deviceRegister,
  referral,
  userIpQuery,
  userIpBind,
  userIpRemove,
  twoFactorSetup,
  twoFactorEnable,
  twoFactorDisable,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  passkeyList,
  passkeyRename,
  passkeyRemove,
  loginPasskeyOptions,
  loginPasskeyVerify,
  emailChange,
  emailConfirm,
  accountExport,
  accountDelete,
} as const;

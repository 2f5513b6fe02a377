import { ACCOUNT_ENDPOINTS as A } from "../api/contract/account";
import { REPORT_ENDPOINTS as R } from "../api/contract/report";
import { userIpBindHandler, userIpQueryHandler, userIpRemoveHandler } from "./account/bound-ip";
import { deviceListHandler, deviceRegisterHandler, deviceUnbindHandler } from "./account/devices";
import { changePasswordHandler, resetPasswordHandler, setPasswordHandler } from "./account/passwords";
import { geoInfoHandler, profileHandler } from "./account/profile";
import { sessionListHandler, sessionRevokeHandler } from "./account/session-list";
import { anonymousSignupHandler, loginHandler, logoutHandler } from "./account/sign-in";
import {
  twoFactorDisableHandler,
  twoFactorEnableHandler,
  twoFactorSetupHandler,
} from "./account/two-factor/handlers";
import { loginSecondFactorHandler } from "./account/two-factor/sign-in";
import { verificationRequestHandler, verificationValidateHandler } from "./account/verification";
import { BILLING_HANDLERS } from "./billing/handlers";
import { contactUsHandler } from "./contact/handler";
import { PAYMENT_HANDLERS } from "./payment/handlers";
import { referralHandler } from "./referrals/handlers";
import { handle, type Registration } from "./registry";

/**
 * THE embedded backend's dispatch table: contract endpoint → handler, one line each. The gateway
 * and the server-side API client find handlers here by the endpoint's path.
 */
export const HANDLERS: readonly Registration[] = [
  handle(A.geoInfo, geoInfoHandler),
  handle(A.anonymousSignup, anonymousSignupHandler),
  handle(A.login, loginHandler),
  handle(A.loginSecondFactor, loginSecondFactorHandler),
  handle(A.logout, logoutHandler),
  handle(A.profile, profileHandler),
  handle(A.setPassword, setPasswordHandler),
  handle(A.changePassword, changePasswordHandler),
  handle(A.verificationRequest, verificationRequestHandler),
  handle(A.verificationValidate, verificationValidateHandler),
  handle(A.resetPassword, resetPasswordHandler),
  handle(A.sessionList, sessionListHandler),
  handle(A.sessionRevoke, sessionRevokeHandler),
  handle(A.deviceList, deviceListHandler),
  handle(A.referral, referralHandler),
  handle(A.deviceUnbind, deviceUnbindHandler),
  handle(A.deviceRegister, deviceRegisterHandler),
  handle(A.userIpQuery, userIpQueryHandler),
  handle(A.userIpBind, userIpBindHandler),
  handle(A.userIpRemove, userIpRemoveHandler),
  handle(A.twoFactorSetup, twoFactorSetupHandler),
  handle(A.twoFactorEnable, twoFactorEnableHandler),
  handle(A.twoFactorDisable, twoFactorDisableHandler),
  ...PAYMENT_HANDLERS,
  ...BILLING_HANDLERS,
  handle(R.contactUs, contactUsHandler),
];

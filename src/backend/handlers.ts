import { ACCOUNT_ENDPOINTS as A } from "../api/contract/account";
import { analyticsEvents } from "../api/contract/analytics";
import { REPORT_ENDPOINTS as R } from "../api/contract/report";
import { userIpBindHandler, userIpQueryHandler, userIpRemoveHandler } from "./account/bound-ip";
import { accountDeleteHandler } from "./account/data/delete";
import { accountExportHandler } from "./account/data/export";
import { deviceListHandler, deviceRegisterHandler, deviceUnbindHandler } from "./account/devices";
import { emailChangeHandler } from "./account/email-change/change";
import { emailConfirmHandler } from "./account/email-change/confirm";
import { passkeyListHandler, passkeyRemoveHandler, passkeyRenameHandler } from "./account/passkeys/manage";
import { passkeyRegisterOptionsHandler, passkeyRegisterVerifyHandler } from "./account/passkeys/registration";
import { loginPasskeyOptionsHandler, loginPasskeyVerifyHandler } from "./account/passkeys/sign-in";
import { changePasswordHandler, resetPasswordHandler } from "./account/passwords";
import { geoInfoHandler, profileHandler } from "./account/profile";
import { sessionListHandler, sessionRevokeHandler } from "./account/session-list";
import { setPasswordHandler } from "./account/set-password/bind";
import { setPasswordCodeHandler } from "./account/set-password/code";
import { anonymousSignupHandler, loginHandler, logoutHandler } from "./account/sign-in";
import {
  twoFactorDisableHandler,
  twoFactorEnableHandler,
  twoFactorSetupHandler,
} from "./account/two-factor/handlers";
import { loginSecondFactorHandler } from "./account/two-factor/sign-in";
import { verificationRequestHandler, verificationValidateHandler } from "./account/verification";
import { analyticsEventsHandler } from "./analytics/handler";
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
  handle(A.setPasswordCode, setPasswordCodeHandler),
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
  handle(A.passkeyRegisterOptions, passkeyRegisterOptionsHandler),
  handle(A.passkeyRegisterVerify, passkeyRegisterVerifyHandler),
  handle(A.passkeyList, passkeyListHandler),
  handle(A.passkeyRename, passkeyRenameHandler),
  handle(A.passkeyRemove, passkeyRemoveHandler),
  handle(A.loginPasskeyOptions, loginPasskeyOptionsHandler),
  handle(A.loginPasskeyVerify, loginPasskeyVerifyHandler),
  handle(A.emailChange, emailChangeHandler),
  handle(A.emailConfirm, emailConfirmHandler),
  handle(A.accountExport, accountExportHandler),
  handle(A.accountDelete, accountDeleteHandler),
  ...PAYMENT_HANDLERS,
  ...BILLING_HANDLERS,
  handle(R.contactUs, contactUsHandler),
  handle(analyticsEvents, analyticsEventsHandler),
];

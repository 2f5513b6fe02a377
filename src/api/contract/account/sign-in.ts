import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import {
  challengeField,
  currentPasswordField,
  emailField,
  empty,
  secondFactorCodeField,
  sessionStart,
} from "./fields";

export const geoInfo = endpoint({
  ...ACCOUNT_CALLS.geoInfo,
  request: empty,
  response: z.object({ user_ip: z.string(), country: z.string(), country_code: z.string() }),
});

export const anonymousSignup = endpoint({
  ...ACCOUNT_CALLS.anonymousSignup,
  request: empty,
  response: sessionStart,
});

export const login = endpoint({
  ...ACCOUNT_CALLS.login,
  request: z.object({ email: emailField, password: currentPasswordField }),
  response: sessionStart,
});

/** login answered 41010 with `{challenge}`: the second step, which starts the session. */
export const loginSecondFactor = endpoint({
  ...ACCOUNT_CALLS.loginSecondFactor,
  request: z.object({ challenge: challengeField, code: secondFactorCodeField }),
  response: sessionStart,
});

export const logout = endpoint({
  ...ACCOUNT_CALLS.logout,
  request: empty,
  response: z.object({}),
});

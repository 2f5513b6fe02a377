/** Spec sections 7 and 9: how this site names itself to the MMS API and in analytics. */
export const APP_TYPE = 501;
export const APP_NAME = "VPN Master Web";

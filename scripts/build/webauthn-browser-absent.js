// The Worker's stand-in for @simplewebauthn/browser (decision 175). The passkey ceremonies run only
// in the browser (src/islands/lib/webauthn.ts imports the library when a button is pressed), but the
// islands are also rendered on the server, so the Worker's bundle would carry the library (14 KiB)
// for code it never runs. Calling either function on the server is a bug, and says so.
const browserOnly = () => {
  throw new Error("passkey ceremonies run in the browser only");
};
export const startRegistration = browserOnly;
export const startAuthentication = browserOnly;

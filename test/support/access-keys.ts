import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import type { AccessKeysFor } from "../../src/ops/console/access-keys";

/** The Access settings the console tests run with. */
export const TEST_ACCESS = {
  ACCESS_TEAM_DOMAIN: "vpnmaster-test.cloudflareaccess.com",
  ACCESS_AUD: "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2",
} as const;
export const TEST_ISSUER = `https://${TEST_ACCESS.ACCESS_TEAM_DOMAIN}`;

/** A key pair made in the test, as Access's signing key, with the JWKS that publishes it. */
export async function testAccessKeys() {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const keysFor: AccessKeysFor = () => createLocalJWKSet({ keys: [jwk] });
  /** A token as Access issues it; `claims` and `key` override the defaults to forge bad ones. */
  const sign = (claims: JWTPayload = {}, key: CryptoKey = privateKey, expires: string | number = "5m") =>
    new SignJWT({
      iss: TEST_ISSUER,
      aud: TEST_ACCESS.ACCESS_AUD,
      sub: "operator-sub",
      email: "operator@vpnmaster.com",
      type: "app",
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(key);
  return { keysFor, sign };
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** An unsigned token (`alg: none`) with otherwise valid claims. */
export function unsignedToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    email: "intruder@example.com",
    iss: TEST_ISSUER,
    aud: TEST_ACCESS.ACCESS_AUD,
    iat: now,
    exp: now + 300,
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

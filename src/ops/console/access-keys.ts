import { createRemoteJWKSet, type JWKSCacheInput, type JWTVerifyGetKey, jwksCache } from "jose";
import { getOrCreate } from "../../shared/get-or-create";
import type { AccessConfig } from "./access-config";

/** The team's key set for one verification; tests pass a local one (jose createLocalJWKSet). */
export type AccessKeysFor = (config: AccessConfig) => JWTVerifyGetKey;

/** The fetched JWKS per certs URL, kept by the isolate between requests. */
const fetched = new Map<string, JWKSCacheInput>();

/**
 * A fresh remote key set per request over a cache the isolate keeps (decision 125): requests
 * share the keys, never a pending fetch, which workerd ties to the request that started it.
 * An unknown key id (Access rotated its key) refetches, at most every 30 s.
 */
export const remoteAccessKeys: AccessKeysFor = ({ certsUrl }) => {
  const cache = getOrCreate(fetched, certsUrl.href, () => ({}));
  return createRemoteJWKSet(certsUrl, { [jwksCache]: cache, timeoutDuration: 5_000 });
};

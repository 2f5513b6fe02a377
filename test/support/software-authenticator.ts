import { type CBORType, encodeCBOR } from "@levischuck/tiny-cbor";

/**
 * A passkey authenticator in software, for tests: a key made with WebCrypto (ES256 by default,
 * RS256 or EdDSA on request), "none" attestation unless told otherwise, and assertions signed over
 * `authenticatorData || SHA-256(clientDataJSON)` as a real key signs them. Only what the site's
 * ceremonies need; no CTAP.
 */

const encoder = new TextEncoder();

export function b64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromB64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(padded + "=".repeat((4 - (padded.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

const uint32 = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto signs ECDSA as r||s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let value = bytes.slice(start);
    if ((value[0] ?? 0) & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

/** Authenticator data flags (WebAuthn §6.1). */
export const FLAGS = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40, ed: 0x80 } as const;

export type Algorithm = "ES256" | "RS256" | "EdDSA";

const ALGORITHMS: Record<
  Algorithm,
  {
    generate: RsaHashedKeyGenParams | EcKeyGenParams | Algorithm;
    sign: AlgorithmIdentifier | EcdsaParams;
    cose: number;
  }
> = {
  ES256: {
    generate: { name: "ECDSA", namedCurve: "P-256" },
    sign: { name: "ECDSA", hash: "SHA-256" },
    cose: -7,
  },
  RS256: {
    generate: {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    sign: { name: "RSASSA-PKCS1-v1_5" },
    cose: -257,
  },
  EdDSA: { generate: { name: "Ed25519" } as unknown as Algorithm, sign: { name: "Ed25519" }, cose: -8 },
};

/**
 * How the authenticator answers a creation: which attestation statement, which flags, and any
 * part of the answer a test wants to spoil.
 */
export type Attestation = "none" | "packed-self" | "packed-x5c" | "fido-u2f" | "tpm";

/** What `@simplewebauthn/browser` sends for a creation or an assertion. */
export interface RegistrationJSON {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}
export interface AuthenticationJSON {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
}

interface Ceremony {
  /** The page's origin as the browser would report it. */
  origin: string;
  /** Override the challenge the options carried (to sign a different one). */
  challenge?: string;
  /** Override the ceremony type in clientDataJSON ("webauthn.create" / "webauthn.get"). */
  type?: string;
  /** Extra clientDataJSON members (crossOrigin, topOrigin, tokenBinding…). */
  clientData?: Record<string, unknown>;
  /** Authenticator data flags instead of the defaults (UP|UV, plus AT on creation). */
  flags?: number;
  /** Sign for this rpId instead of the one the options named. */
  rpId?: string;
}

export class SoftwareAuthenticator {
  /** The signature counter; each assertion moves it on by one unless told otherwise. */
  counter = 0;
  private userHandle = "";

  private constructor(
    private readonly keys: CryptoKeyPair,
    readonly credentialId: string,
    readonly algorithm: Algorithm,
  ) {}

  static async create(algorithm: Algorithm = "ES256"): Promise<SoftwareAuthenticator> {
    const keys = (await crypto.subtle.generateKey(ALGORITHMS[algorithm].generate, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    return new SoftwareAuthenticator(keys, b64url(crypto.getRandomValues(new Uint8Array(16))), algorithm);
  }

  /** An authenticator holding a known private key (for keys stored by an earlier verifier). */
  static async fromPrivateJwk(
    algorithm: Algorithm,
    privateJwk: JsonWebKey,
    credentialId: string,
  ): Promise<SoftwareAuthenticator> {
    const { generate } = ALGORITHMS[algorithm];
    const privateKey = await crypto.subtle.importKey("jwk", privateJwk, generate, true, ["sign"]);
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ...publicJwk } = privateJwk;
    const publicKey = await crypto.subtle.importKey("jwk", publicJwk, generate, true, ["verify"]);
    return new SoftwareAuthenticator({ privateKey, publicKey }, credentialId, algorithm);
  }

  /** The private key as JWK, to keep in a fixture. */
  async privateJwk(): Promise<JsonWebKey> {
    return (await crypto.subtle.exportKey("jwk", this.keys.privateKey)) as JsonWebKey;
  }

  /** The credential public key as COSE (RFC 9053), as the authenticator puts it in authData. */
  async coseKey(): Promise<Map<number, CBORType>> {
    const jwk = (await crypto.subtle.exportKey("jwk", this.keys.publicKey)) as JsonWebKey;
    const alg = ALGORITHMS[this.algorithm].cose;
    if (this.algorithm === "RS256")
      return new Map<number, CBORType>([
        [1, 3],
        [3, alg],
        [-1, fromB64url(jwk.n ?? "")],
        [-2, fromB64url(jwk.e ?? "")],
      ]);
    if (this.algorithm === "EdDSA")
      return new Map<number, CBORType>([
        [1, 1],
        [3, alg],
        [-1, 6],
        [-2, fromB64url(jwk.x ?? "")],
      ]);
    return new Map<number, CBORType>([
      [1, 2],
      [3, alg],
      [-1, 1],
      [-2, fromB64url(jwk.x ?? "")],
      [-3, fromB64url(jwk.y ?? "")],
    ]);
  }

  /** Signs as WebAuthn carries it: ECDSA DER-encoded, RSA and EdDSA as they come. */
  async sign(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
    const raw = new Uint8Array(
      await crypto.subtle.sign(ALGORITHMS[this.algorithm].sign, this.keys.privateKey, data),
    );
    return this.algorithm === "ES256" ? derSignature(raw) : raw;
  }

  /** Answers `navigator.credentials.create` for the options the site gave. */
  async register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    ceremony: Ceremony & {
      attestation?: Attestation;
      /** Replaces the packed self-attestation's signature or alg. */
      attStmt?: Map<string, CBORType>;
      /** Bytes appended to the authenticator data (after the key). */
      trailing?: Uint8Array;
      /** Replaces the credential public key. */
      coseKey?: Map<number, CBORType>;
    },
  ): Promise<RegistrationJSON> {
    this.userHandle = options.user.id;
    const clientData = this.clientData("webauthn.create", options.challenge, ceremony);
    const credentialId = fromB64url(this.credentialId);
    const authData = concat(
      await sha256(encoder.encode(ceremony.rpId ?? options.rp.id ?? "")),
      new Uint8Array([ceremony.flags ?? FLAGS.up | FLAGS.uv | FLAGS.at]),
      uint32(this.counter),
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([credentialId.length >> 8, credentialId.length & 255]),
      credentialId,
      encodeCBOR(ceremony.coseKey ?? (await this.coseKey())),
      ceremony.trailing ?? new Uint8Array(),
    );
    const signed = concat(authData, await sha256(clientData));
    const attestation = ceremony.attestation ?? "none";
    const alg = ALGORITHMS[this.algorithm].cose;
    const fakeCertificate = crypto.getRandomValues(new Uint8Array(64));
    const statements: Record<Attestation, () => Promise<Map<string, CBORType>>> = {
      none: async () => new Map(),
      "packed-self": async () =>
        new Map<string, CBORType>([
          ["alg", alg],
          ["sig", await this.sign(signed)],
        ]),
      "packed-x5c": async () =>
        new Map<string, CBORType>([
          ["alg", alg],
          ["sig", await this.sign(signed)],
          ["x5c", [fakeCertificate]],
        ]),
      "fido-u2f": async () =>
        new Map<string, CBORType>([
          ["sig", await this.sign(signed)],
          ["x5c", [fakeCertificate]],
        ]),
      tpm: async () =>
        new Map<string, CBORType>([
          ["ver", "2.0"],
          ["alg", alg],
          ["sig", await this.sign(signed)],
          ["x5c", [fakeCertificate]],
        ]),
    };
    const fmt = attestation === "packed-self" || attestation === "packed-x5c" ? "packed" : attestation;
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", fmt],
        ["attStmt", ceremony.attStmt ?? (await statements[attestation]())],
        ["authData", authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers `navigator.credentials.get`; `counter` forces the value it reports. */
  async assert(
    options: { challenge: string; rpId?: string },
    ceremony: Ceremony & { counter?: number },
  ): Promise<AuthenticationJSON> {
    this.counter = ceremony.counter ?? this.counter + 1;
    const clientData = this.clientData("webauthn.get", options.challenge, ceremony);
    const authData = concat(
      await sha256(encoder.encode(ceremony.rpId ?? options.rpId ?? "")),
      new Uint8Array([ceremony.flags ?? FLAGS.up | FLAGS.uv]),
      uint32(this.counter),
    );
    const signed = concat(authData, await sha256(clientData));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(await this.sign(signed)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, ceremony: Ceremony) {
    return encoder.encode(
      JSON.stringify({
        type: ceremony.type ?? type,
        challenge: ceremony.challenge ?? challenge,
        origin: ceremony.origin,
        crossOrigin: false,
        ...ceremony.clientData,
      }),
    );
  }
}

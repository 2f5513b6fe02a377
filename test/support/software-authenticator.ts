import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software, for tests: a P-256 key made with WebCrypto, "none"
 * attestation, and assertions signed over `authenticatorData || SHA-256(clientDataJSON)` as a
 * real key signs them. Only what the site's ceremonies need; no CTAP.
 */

const encoder = new TextEncoder();

export function b64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromB64url(text: string): Uint8Array<ArrayBuffer> {
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
}

export class SoftwareAuthenticator {
  /** The signature counter; each assertion moves it on by one unless told otherwise. */
  counter = 0;
  private userHandle = "";

  private constructor(
    private readonly keys: CryptoKeyPair,
    readonly credentialId: string,
  ) {}

  static async create(): Promise<SoftwareAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    return new SoftwareAuthenticator(keys, b64url(crypto.getRandomValues(new Uint8Array(16))));
  }

  /** Answers `navigator.credentials.create` for the options the site gave. */
  async register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    ceremony: Ceremony,
  ): Promise<RegistrationJSON> {
    this.userHandle = options.user.id;
    const clientData = this.clientData("webauthn.create", options.challenge, ceremony);
    const jwk = (await crypto.subtle.exportKey("jwk", this.keys.publicKey)) as JsonWebKey;
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, fromB64url(jwk.x ?? "")],
      [-3, fromB64url(jwk.y ?? "")],
    ]);
    const credentialId = fromB64url(this.credentialId);
    const authData = concat(
      await sha256(encoder.encode(options.rp.id ?? "")),
      new Uint8Array([0x45]), // user present, user verified, attested credential data
      uint32(this.counter),
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([credentialId.length >> 8, credentialId.length & 255]),
      credentialId,
      isoCBOR.encode(coseKey),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, number>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, number>()],
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
      await sha256(encoder.encode(options.rpId ?? "")),
      new Uint8Array([0x05]), // user present, user verified
      uint32(this.counter),
    );
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, ceremony: Ceremony) {
    return encoder.encode(
      JSON.stringify({
        type,
        challenge: ceremony.challenge ?? challenge,
        origin: ceremony.origin,
        crossOrigin: false,
      }),
    );
  }
}

import { encodeCBOR } from "@levischuck/tiny-cbor";
import { describe, expect, it } from "vitest";
import { SoftwareAuthenticator } from "../../../../test/support/software-authenticator";
import { derToRawP256, importCoseKey, importStoredKey, verifySignature } from "./cose";

const der = (...parts: number[][]) => {
  const body = parts.flatMap((p) => [0x02, p.length, ...p]);
  return new Uint8Array([0x30, body.length, ...body]);
};
const filled = (n: number, byte: number) => new Array<number>(n).fill(byte);

describe("ECDSA signatures from DER", () => {
  it("pads short integers and drops the sign byte to 32 bytes each", () => {
    const raw = derToRawP256(der([0x01], [0x00, ...filled(32, 0x80)]));
    expect(raw.length).toBe(64);
    expect(raw[31]).toBe(1);
    expect([...raw.slice(0, 31)]).toEqual(filled(31, 0));
    expect([...raw.slice(32)]).toEqual(filled(32, 0x80));
  });

  it("refuses what is not one sequence of two positive integers of at most 32 bytes", () => {
    const bad = [
      der(filled(33, 0x01), [0x01]), // 33 bytes that are not a sign byte
      der([0x80], [0x01]), // negative
      der([], [0x01]), // empty integer
      der([0x01]), // one integer
      new Uint8Array([...der([0x01], [0x01]), 0x00]), // trailing byte
      new Uint8Array([0x31, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01]), // a set
      new Uint8Array([0x30, 0x07, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01]), // sequence length
    ];
    for (const signature of bad) expect(() => derToRawP256(signature)).toThrow();
  });

  it("verifies real signatures whose r or s has leading zero bytes (about 1 in 128)", async () => {
    const key = await SoftwareAuthenticator.create("ES256");
    const publicKey = await importCoseKey(await key.coseKey());
    let short = 0;
    for (let i = 0; i < 5000 && short < 2; i++) {
      const data = crypto.getRandomValues(new Uint8Array(40));
      const signature = new Uint8Array(await key.sign(data));
      // 0x30 L 0x02 rLength r 0x02 sLength s: a part under 32 bytes had leading zeros.
      const rLength = signature[3] ?? 32;
      const isShort = rLength < 32 || (signature[5 + rLength] ?? 32) < 32;
      const verified = await verifySignature(publicKey, signature, data);
      expect(verified).toBe(true);
      if (isShort) short++;
    }
    expect(short).toBeGreaterThan(0);
  });
});

describe("COSE keys", () => {
  it("refuses keys whose type or curve does not match the algorithm, or that WebCrypto will not import", async () => {
    const x = new Uint8Array(32).fill(1);
    const cases = [
      new Map<number, number | Uint8Array>([
        [1, 1],
        [3, -7],
        [-1, 6],
        [-2, x],
      ]), // ES256 as OKP
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 2],
        [-2, x],
        [-3, x],
      ]), // P-384 curve id
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, x],
        [-3, x],
      ]), // not on the curve
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, x.slice(1)],
        [-3, x],
      ]), // short x
      new Map<number, number | Uint8Array>([
        [1, 1],
        [3, -8],
        [-1, 1],
        [-2, x],
      ]), // EdDSA on a NIST curve id
      new Map<number, number | Uint8Array>([
        [1, 3],
        [3, -37],
        [-1, x],
        [-2, x],
      ]), // PS256: not offered
    ];
    for (const cose of cases) await expect(importCoseKey(cose)).rejects.toThrow();
  });

  it("refuses a stored key with bytes after it", async () => {
    const key = await SoftwareAuthenticator.create("EdDSA");
    const bytes = encodeCBOR(await key.coseKey());
    await expect(importStoredKey(bytes)).resolves.toBeTruthy();
    await expect(importStoredKey(new Uint8Array([...bytes, 0]))).rejects.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "./password";

describe("password records", () => {
  it("are versioned PBKDF2-SHA256 records with the Workers' maximum iterations and a fresh salt", async () => {
    const a = await hashPassword("Harbour!Lights9");
    const b = await hashPassword("Harbour!Lights9");
    expect(a).toMatch(
      new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`),
    );
    expect(a).not.toBe(b);
  });

  it("verify the right password only", async () => {
    const record = await hashPassword("Harbour!Lights9");
    expect(await verifyPassword("Harbour!Lights9", record)).toBe(true);
    expect(await verifyPassword("harbour!Lights9", record)).toBe(false);
    expect(await verifyPassword("Harbour!Lights9", null)).toBe(false);
  });

  it("refuse records of an unknown scheme or an excessive cost", async () => {
    const record = await hashPassword("Harbour!Lights9");
    expect(await verifyPassword("Harbour!Lights9", record.replace("pbkdf2-sha256", "md5"))).toBe(false);
    expect(await verifyPassword("Harbour!Lights9", record.replace("$100000$", "$100000000$"))).toBe(false);
  });
});

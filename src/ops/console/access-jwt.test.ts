import { generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ACCESS, testAccessKeys, unsignedToken } from "../../../test/support/access-keys";
import { accessConfig } from "./access-config";
import { verifyAccessJwt } from "./access-jwt";

const config = accessConfig(TEST_ACCESS);
if (!config) throw new Error("test Access config is unusable");

let keys: Awaited<ReturnType<typeof testAccessKeys>>;
beforeAll(async () => {
  keys = await testAccessKeys();
});

const verify = (token: string | undefined) => verifyAccessJwt(token, config, keys.keysFor(config));

describe("Access JWT verification", () => {
  it("lets a valid token in as its e-mail", async () => {
    expect(await verify(await keys.sign())).toEqual({ ok: true, actor: "operator@vpnmaster.com" });
  });

  it("takes a service token's name when there is no e-mail", async () => {
    const token = await keys.sign({ email: undefined, common_name: "deploy-bot.access" });
    expect(await verify(token)).toEqual({ ok: true, actor: "deploy-bot.access" });
  });

  it("refuses a missing token", async () => {
    expect(await verify(undefined)).toEqual({ ok: false, reason: "no Access token" });
  });

  it("refuses an expired token", async () => {
    const token = await keys.sign({}, undefined, Math.floor(Date.now() / 1000) - 60);
    expect(await verify(token)).toEqual({ ok: false, reason: "ERR_JWT_EXPIRED" });
  });

  it("refuses a token for another Access application", async () => {
    const token = await keys.sign({ aud: "another-application" });
    expect(await verify(token)).toMatchObject({ ok: false, reason: "ERR_JWT_CLAIM_VALIDATION_FAILED (aud)" });
  });

  it("refuses a token from another team", async () => {
    const token = await keys.sign({ iss: "https://elsewhere.cloudflareaccess.com" });
    expect(await verify(token)).toMatchObject({ ok: false, reason: "ERR_JWT_CLAIM_VALIDATION_FAILED (iss)" });
  });

  it("refuses a token signed with a key that is not the team's", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const token = await keys.sign({}, privateKey);
    expect(await verify(token)).toEqual({ ok: false, reason: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" });
  });

  it("refuses a forged payload under a real signature", async () => {
    const [header, , signature] = (await keys.sign()).split(".");
    const payload = btoa(JSON.stringify({ email: "intruder@example.com" })).replace(/=+$/, "");
    expect((await verify(`${header}.${payload}.${signature}`)).ok).toBe(false);
  });

  it("refuses an unsigned token (alg: none)", async () => {
    expect(await verify(unsignedToken())).toMatchObject({ ok: false });
  });
});

describe("Access configuration", () => {
  it("reads the team domain with or without https and the bare team name", () => {
    for (const domain of [
      "vpnmaster-test.cloudflareaccess.com",
      "https://vpnmaster-test.cloudflareaccess.com/",
      "vpnmaster-test",
    ]) {
      expect(accessConfig({ ACCESS_TEAM_DOMAIN: domain, ACCESS_AUD: "aud" })).toMatchObject({
        issuer: "https://vpnmaster-test.cloudflareaccess.com",
        audience: "aud",
      });
    }
    expect(
      accessConfig({ ACCESS_TEAM_DOMAIN: "x.cloudflareaccess.com", ACCESS_AUD: "aud" })?.certsUrl.href,
    ).toBe("https://x.cloudflareaccess.com/cdn-cgi/access/certs");
  });

  it("is closed when either var is empty or the domain is no host", () => {
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "aud" })).toBeNull();
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: "team", ACCESS_AUD: " " })).toBeNull();
    expect(accessConfig({ ACCESS_TEAM_DOMAIN: "evil.com/x?", ACCESS_AUD: "aud" })).toBeNull();
  });
});

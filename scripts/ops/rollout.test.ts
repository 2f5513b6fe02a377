import { describe, expect, it } from "vitest";
import { deployArgs, parseSteps, stableVersion, uploadedVersion, versionOverride } from "./rollout";

const OLD = "11111111-1111-4111-8111-111111111111";
const NEW = "22222222-2222-4222-8222-222222222222";

describe("gradual rollout plan", () => {
  it("takes rising steps that end at 100, 10 % then 100 % by default", () => {
    expect(parseSteps(undefined)).toEqual([10, 100]);
    expect(parseSteps("5, 25,100")).toEqual([5, 25, 100]);
    for (const bad of ["10,50", "50,10,100", "0,100", "10,abc,100", "10,150"]) {
      expect(() => parseSteps(bad)).toThrow(/rising whole percentages ending at 100/);
    }
  });

  it("splits traffic between the new and the stable version, then moves it all", () => {
    expect(deployArgs(NEW, OLD, 10, "m")).toEqual([
      "versions",
      "deploy",
      `${NEW}@10`,
      `${OLD}@90`,
      "--yes",
      "--message",
      "m",
    ]);
    expect(deployArgs(NEW, OLD, 100, "m")).toEqual([
      "versions",
      "deploy",
      `${NEW}@100`,
      "--yes",
      "--message",
      "m",
    ]);
    // The first deploy of a Worker has nothing to split with.
    expect(deployArgs(NEW, null, 10, "m")).toEqual([
      "versions",
      "deploy",
      `${NEW}@100`,
      "--yes",
      "--message",
      "m",
    ]);
  });

  it("returns to the version that carried most traffic before", () => {
    expect(
      stableVersion([
        { version_id: NEW, percentage: 10 },
        { version_id: OLD, percentage: 90 },
      ]),
    ).toBe(OLD);
    expect(stableVersion([])).toBeNull();
  });

  it("reads the uploaded version's id from wrangler's output, and refuses output without one", () => {
    expect(uploadedVersion(`Uploaded vpn-master-web (3.2 sec)\nWorker Version ID: ${NEW}\n`)).toBe(NEW);
    expect(() => uploadedVersion("✘ [ERROR] Authentication error")).toThrow(/no version id/);
  });

  it("pins a request to one version with Cloudflare's override header", () => {
    expect(versionOverride("vpn-master-web", NEW)).toEqual({
      "Cloudflare-Workers-Version-Overrides": `vpn-master-web="${NEW}"`,
    });
  });
});

import { describe, expect, it } from "vitest";
import type { DevServer } from "../support/built-site";
import type { Check } from "./check";
import { liveServer } from "./live-server";

/** A stand-in server that ends (with a log) when told to. */
function fakeServer(baseUrl: string) {
  let ending: string | null = null;
  const server: DevServer = {
    baseUrl,
    log: () => `first line\n${baseUrl} last line`,
    exited: () => ending,
    stop: async () => {},
  };
  return { server, end: (how: string) => (ending = how) };
}

const passing: Check = async ({ baseUrl }) => ({ ok: true, summary: `checked ${baseUrl}`, problems: [] });

describe("gates on the site's server", () => {
  it("run a check once while the server stays up", async () => {
    const live = liveServer(fakeServer("http://a").server);
    const result = await live.run("html", passing);
    expect(result).toEqual({ ok: true, summary: "checked http://a", problems: [] });
    expect(live.ending()).toBeNull();
  });

  it("fail a check the server ended under, with how it ended and its last lines, and run it only once", async () => {
    const site = fakeServer("http://a");
    const live = liveServer(site.server);
    let runs = 0;
    const result = await live.run("fuzz", async (context) => {
      runs++;
      site.end("workerd ended");
      return passing(context);
    });
    expect(runs).toBe(1);
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toContain("ended (workerd ended) during fuzz");
    expect(result.problems[0]).toContain("http://a last line");
    expect(live.ending()).toContain("http://a last line");
  });

  it("turn a check that throws into a failed result", async () => {
    const live = liveServer(fakeServer("http://a").server);
    const result = await live.run("links", async () => {
      throw new Error("boom");
    });
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toContain("boom");
  });
});

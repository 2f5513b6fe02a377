import { describe, expect, it } from "vitest";
import type { DevServer } from "../support/wrangler-dev";
import type { Check } from "./check";
import { liveServer } from "./live-server";

/** A stand-in server that ends (with a log) when told to. */
function fakeServer(baseUrl: string) {
  let ending: string | null = null;
  const server: DevServer = {
    baseUrl,
    log: () => `first line\n${baseUrl} last line`,
    exited: () => ending,
    stop: () => {},
  };
  return { server, end: (how: string) => (ending = how) };
}

const passing: Check = async ({ baseUrl }) => ({ ok: true, summary: `checked ${baseUrl}`, problems: [] });

describe("gates on a server that may end", () => {
  it("run a check once while the server stays up", async () => {
    const { server } = fakeServer("http://a");
    const live = liveServer(
      server,
      async () => fakeServer("http://b").server,
      () => {},
    );
    const result = await live.run("html", passing);
    expect(result.summary).toBe("checked http://a");
    expect(live.endings()).toEqual([]);
  });

  it("report an ending with the server's last lines, start another and run the check again there", async () => {
    const first = fakeServer("http://a");
    const live = liveServer(
      first.server,
      async () => fakeServer("http://b").server,
      () => {},
    );
    let runs = 0;
    const result = await live.run("fuzz", async (context) => {
      runs++;
      if (runs === 1) first.end("signal SIGKILL");
      return passing(context);
    });
    expect(runs).toBe(2);
    expect(result.summary).toBe("checked http://b");
    expect(result.notes).toContain("ran again after the server ended (signal SIGKILL)");
    expect(live.endings()[0]).toContain("ended (signal SIGKILL) during fuzz");
    expect(live.endings()[0]).toContain("http://a last line");
    expect(live.tooManyEndings()).toBe(false);
  });

  it("fail the run when the server ends a second time, without starting a third", async () => {
    const servers = [fakeServer("http://a"), fakeServer("http://b"), fakeServer("http://c")];
    let started = 1;
    const live = liveServer(
      (servers[0] as ReturnType<typeof fakeServer>).server,
      async () => (servers[started++] as ReturnType<typeof fakeServer>).server,
      () => {},
    );
    const killing: Check = async (context) => {
      servers.find((s) => s.server.baseUrl === context.baseUrl)?.end("exit code 1");
      return { ok: false, summary: "refused", problems: ["connect ECONNREFUSED"] };
    };
    const result = await live.run("axe", killing);
    expect(started).toBe(2);
    expect(result.ok).toBe(false);
    expect(live.endings()).toHaveLength(2);
    expect(live.tooManyEndings()).toBe(true);
  });

  it("turn a check that throws into a failed result", async () => {
    const live = liveServer(
      fakeServer("http://a").server,
      async () => fakeServer("http://b").server,
      () => {},
    );
    const result = await live.run("links", async () => {
      throw new Error("boom");
    });
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toContain("boom");
  });
});

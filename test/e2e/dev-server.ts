import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";

/**
 * Starts `wrangler dev` on a free port with its own local state (migrations applied), hands the
 * URL to the browser tests, and stops it afterwards. Chromium must be Debian's.
 */
export const CHROMIUM = "/usr/bin/chromium";
const STATE = ".wrangler/e2e-state";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function waitForReady(child: ChildProcess, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Ready on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) =>
      reject(new Error(`wrangler dev exited (${code}) before ${url} was ready:\n${log}`)),
    );
  });
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Debian's chromium at ${CHROMIUM}: apt-get install -y chromium`);
  }
  rmSync(STATE, { recursive: true, force: true });
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      STATE,
      "--show-interactive-dev-session=false",
    ],
    { stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  await waitForReady(child, baseUrl);
  project.provide("baseUrl", baseUrl);
  return () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  };
}

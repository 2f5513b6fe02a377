import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";

/** A running `wrangler dev`: its URL, everything it has logged so far, and how to stop it. */
export interface DevServer {
  baseUrl: string;
  log: () => string;
  /** How it ended ("exit code 1", "signal SIGKILL") if it did, else null. */
  exited: () => string | null;
  stop: () => void;
}

/** How many of its last log lines tell why a server ended. */
const LAST_LINES = 40;

/** "the site's server ended (…) during …; its last lines: …", or null while it runs. */
export function endingReport(server: DevServer, name: string, during: string): string | null {
  const ending = server.exited();
  if (!ending) return null;
  const lastLines = server.log().trimEnd().split("\n").slice(-LAST_LINES).join("\n");
  return `${name} ended (${ending}) during ${during}; its last lines:\n${lastLines}`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function waitForReady(child: ChildProcess, url: string, output: { text: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${output.text}`)), 90_000);
    const onData = () => {
      if (output.text.includes("Ready on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) =>
      reject(new Error(`wrangler dev exited (${code}) before ${url} was ready:\n${output.text}`)),
    );
  });
}

/**
 * Starts `wrangler dev` on a free loopback port with its own local state (fresh, migrations
 * applied), so it never shares a database with a developer's server or another run.
 */
export async function startWranglerDev(state: string): Promise<DevServer> {
  rmSync(state, { recursive: true, force: true });
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
  const port = await freePort();
  // Its own inspector port too: the default one is taken whenever another dev server runs.
  const inspectorPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = { text: "" };
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      "--var=SANDBOX:on",
    ],
    { stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  const append = (chunk: Buffer) => {
    output.text += chunk.toString();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  let ending: string | null = null;
  child.on("exit", (code, signal) => {
    ending = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  await waitForReady(child, baseUrl, output);
  return {
    baseUrl,
    log: () => output.text,
    exited: () => ending,
    stop: () => {
      if (!child.pid) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch (error) {
        // Already gone (it ended on its own): nothing left to stop.
        if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
      }
    },
  };
}

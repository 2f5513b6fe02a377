import Bowser from "bowser";

/** What a session's user agent says in words a person recognises: "Firefox 128", "Windows 10". */
export interface SessionBrowser {
  /** The family and major version, or "" when the agent is unknown. */
  browser: string;
  /** The OS and its version name when known, or "". */
  os: string;
}

/** Longer agents are cut: nothing useful follows, and a row should not grow with a header. */
export const USER_AGENT_MAX_LENGTH = 512;

function parsed(userAgent: string | null) {
  if (!userAgent) return null;
  try {
    return Bowser.parse(userAgent.slice(0, USER_AGENT_MAX_LENGTH));
  } catch {
    return null;
  }
}

// Parsed agents by agent, per isolate: a sessions list parses the same few agents on every view
// (Bowser walks dozens of patterns). Emptied when full, so a stream of odd agents stays bounded.
const described = new Map<string, SessionBrowser>();
const DESCRIBED_MAX = 500;

export function sessionBrowserOf(userAgent: string | null): SessionBrowser {
  const key = userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? "";
  let browser = described.get(key);
  if (browser === undefined) {
    if (described.size >= DESCRIBED_MAX) described.clear();
    browser = Object.freeze(describe(key || null));
    described.set(key, browser);
  }
  return browser;
}

function describe(userAgent: string | null): SessionBrowser {
  const ua = parsed(userAgent);
  const major = ua?.browser.version?.split(".")[0];
  const browser = ua?.browser.name ? [ua.browser.name, major].filter(Boolean).join(" ") : "";
  const osVersion = ua?.os.versionName ?? "";
  const os = ua?.os.name ? [ua.os.name, osVersion].filter(Boolean).join(" ") : "";
  return { browser, os };
}

/**
 * "This browser" for the new sign-in notice: family, OS and country, without versions (an update
 * is not a new browser; decision 131).
 */
export function browserKeyOf(userAgent: string | null, country: string | null): string {
  const ua = parsed(userAgent);
  return [ua?.browser.name ?? "?", ua?.os.name ?? "?", country ?? "?"].join("|");
}

import type { IpInfo } from "../../src/ip/ip-info";
import { type IceCandidate, type LeakReport, leakReport, parseCandidate } from "./ice-candidates";

/**
 * The WebRTC leak test, run on the visitor's request. It gathers this browser's ICE candidates
 * (with the page's STUN servers), asks the site which address it sees, and compares. What it
 * discovers is shown here and never sent anywhere: the only request is the one for the address
 * the site sees, which carries nothing.
 */
const root = document.querySelector<HTMLElement>("[data-leak-test]");
const GATHER_LIMIT_MS = 6000;

/** Every candidate the browser offers, until gathering completes or the limit passes. */
async function gatherCandidates(stun: string[]): Promise<IceCandidate[]> {
  const connection = new RTCPeerConnection({ iceServers: [{ urls: stun }] });
  const found: IceCandidate[] = [];
  try {
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHER_LIMIT_MS);
      connection.addEventListener("icecandidate", (event) => {
        const parsed = event.candidate?.candidate ? parseCandidate(event.candidate.candidate) : null;
        if (parsed) found.push(parsed);
        if (!event.candidate) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    connection.createDataChannel("leak-test");
    await connection.setLocalDescription(await connection.createOffer());
    await done;
    return found;
  } finally {
    connection.close();
  }
}

/** The browser family whose fixing advice applies here. */
function browserFamily(): string {
  const ua = navigator.userAgent;
  if ("brave" in navigator) return "brave";
  if (/Edg\//.test(ua)) return "edge";
  if (/Firefox\//.test(ua)) return "firefox";
  if (/Chrome\//.test(ua)) return "chrome";
  if (/Safari\//.test(ua)) return "safari";
  return "";
}

if (root) {
  const start = root.querySelector<HTMLButtonElement>("[data-start]");
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-result="${name}"]`);
  const fill = (element: HTMLElement | null, values: Record<string, string>) => {
    if (!element) return;
    let text = element.dataset.template ?? "";
    for (const [key, value] of Object.entries(values)) text = text.replaceAll(`{{${key}}}`, value);
    element.textContent = text;
  };
  const list = (addresses: string[]) => addresses.join(", ") || (root.dataset.none ?? "");

  const render = (
    verdict: "safe" | "leak" | "blocked" | "failed",
    report?: LeakReport,
    seen?: string | null,
  ) => {
    for (const element of root.querySelectorAll<HTMLElement>("[data-result]")) element.hidden = true;
    part(verdict)?.removeAttribute("hidden");
    if (!report) return;
    const seenText = seen ?? root.dataset.none ?? "";
    if (verdict === "leak")
      fill(part("leak")?.querySelector("p") ?? null, { addresses: list(report.leaked), seen: seenText });
    const details = part("details");
    if (details) {
      details.hidden = false;
      const field = (name: string) => details.querySelector<HTMLElement>(`[data-field="${name}"]`);
      const seenField = field("seen");
      const publicField = field("public");
      if (seenField) seenField.textContent = seenText;
      if (publicField) publicField.textContent = list(report.publicAddresses);
    }
    const localShown = part("local-shown");
    if (report.localAddresses.length > 0 && localShown) {
      fill(localShown, { addresses: list(report.localAddresses) });
      localShown.hidden = false;
    } else if (report.localHidden) part("local-hidden")?.removeAttribute("hidden");
    if (verdict === "leak") {
      const advice = root.ownerDocument.querySelector<HTMLDetailsElement>(
        `details[data-browser="${browserFamily()}"]`,
      );
      if (advice) advice.open = true;
    }
  };

  const run = async () => {
    if (!start) return;
    start.disabled = true;
    start.textContent = start.dataset.running ?? "";
    root.setAttribute("aria-busy", "true");
    try {
      if (typeof RTCPeerConnection !== "function") {
        render("blocked");
        return;
      }
      const stun = (root.dataset.stun ?? "").split(" ").filter(Boolean);
      const [candidates, seen] = await Promise.all([
        gatherCandidates(stun).catch(() => null),
        fetch(root.dataset.ipEndpoint ?? "", { cache: "no-store" })
          .then((r) => (r.ok ? (r.json() as Promise<IpInfo>) : Promise.reject(r.status)))
          .then((info) => info.ip),
      ]);
      if (candidates === null) {
        render("blocked");
        return;
      }
      const report = leakReport(candidates, seen);
      render(report.leaks ? "leak" : "safe", report, seen);
    } catch {
      render("failed");
    } finally {
      start.disabled = false;
      start.textContent = start.dataset.again ?? "";
      root.removeAttribute("aria-busy");
    }
  };

  if (start) {
    start.hidden = false;
    start.addEventListener("click", () => void run());
  }
}

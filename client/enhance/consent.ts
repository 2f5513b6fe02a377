import {
  CONSENT_BANNER_SELECTOR,
  CONSENT_CHANGE_EVENT,
  CONSENT_UPDATE_DELAY_MS,
  type ConsentChoice,
  consentModeUpdate,
  ENHANCED_ATTRIBUTE,
} from "../../src/shared/consent";

/**
 * The cookie banner's enhancement: the choice is posted in the background, the banner leaves,
 * and 200 ms later Google consent mode is updated (spec section 9). Without this script the
 * server-rendered form posts and comes back, which works just as well.
 */
type Gtag = (...args: unknown[]) => void;

function updateConsentMode(choice: ConsentChoice): void {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  const gtag: Gtag =
    w.gtag ??
    function gtag() {
      // gtag.js reads `arguments` objects from dataLayer, not arrays.
      // biome-ignore lint/complexity/noArguments: that is the consent-mode contract
      w.dataLayer?.push(arguments);
    };
  gtag("consent", "update", consentModeUpdate(choice));
  dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
}

const isChoice = (value: unknown): value is ConsentChoice => value === "accept" || value === "decline";

const banner = document.querySelector<HTMLElement>(CONSENT_BANNER_SELECTOR);
const form = banner?.querySelector("form");
if (banner && form) {
  form.addEventListener("submit", async (event) => {
    const choice = (event.submitter as HTMLButtonElement | null)?.value;
    if (!isChoice(choice)) return;
    event.preventDefault();
    const buttons = form.querySelectorAll("button");
    for (const button of buttons) button.disabled = true;
    const body = new FormData(form);
    body.set("choice", choice);
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      banner.remove();
      setTimeout(() => updateConsentMode(choice), CONSENT_UPDATE_DELAY_MS);
    } catch {
      // The plain form still works: post it the old way, with the choice the visitor made.
      for (const button of buttons) button.disabled = false;
      const field = Object.assign(document.createElement("input"), {
        type: "hidden",
        name: "choice",
        value: choice,
      });
      form.appendChild(field);
      form.submit();
    }
  });
  banner.setAttribute(ENHANCED_ATTRIBUTE, "true");
}

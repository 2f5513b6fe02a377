import { RECAPTCHA_EMPTY_TOKEN, RECAPTCHA_POLL, type RecaptchaClientConfig } from "../../shared/recaptcha";

/** The part of Google's `grecaptcha` (and of the sandbox stand-in) the site uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(
    container: HTMLElement,
    params: { sitekey: string; callback?: (token: string) => void; "expired-callback"?: () => void },
  ): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads the recaptcha script once and waits for `grecaptcha`: polled every 200 ms, at most 300
 * times (spec sections 5 and 9), then it fails and the failure is logged (spec section 8).
 */
export function loadRecaptcha(config: RecaptchaClientConfig): Promise<Grecaptcha> {
  if (loading) return loading;
  const { src } = config;
  if (!src) {
    console.error("recaptcha: not configured");
    return Promise.reject(new Error("recaptcha is not configured"));
  }
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    if (!document.querySelector(`script[src="${CSS.escape(src)}"]`)) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onerror = () => console.error("recaptcha: the script failed to load");
      document.head.appendChild(script);
    }
    let tries = 0;
    const poll = () => {
      const api = window.grecaptcha;
      if (api && typeof api.ready === "function") {
        api.ready(() => resolve(api));
        return;
      }
      tries += 1;
      if (tries >= RECAPTCHA_POLL.tries) {
        console.error("recaptcha: the script did not load");
        loading = null;
        reject(new Error("recaptcha script did not load"));
        return;
      }
      setTimeout(poll, RECAPTCHA_POLL.intervalMs);
    };
    poll();
  });
  return loading;
}

/** A v3 token for an action (anonymous signup, purchases); rejects on an empty token. */
export async function recaptchaV3Token(config: RecaptchaClientConfig, action: string): Promise<string> {
  const api = await loadRecaptcha(config);
  const token = await api.execute(config.siteKeys.v3, { action });
  if (!token) throw new Error(RECAPTCHA_EMPTY_TOKEN);
  return token;
}

/** Renders the v2 checkbox into an element; returns its widget id. */
export async function renderRecaptchaV2(
  config: RecaptchaClientConfig,
  element: HTMLElement,
  onChange: (token: string) => void,
): Promise<number> {
  const api = await loadRecaptcha(config);
  return api.render(element, {
    sitekey: config.siteKeys.v2,
    callback: onChange,
    "expired-callback": () => onChange(""),
  });
}

/** The v2 widget's token; rejects with the spec's message when the box is not ticked. */
export function recaptchaV2Token(widgetId: number | null): string {
  const token = widgetId === null ? "" : (window.grecaptcha?.getResponse(widgetId) ?? "");
  if (!token) throw new Error(RECAPTCHA_EMPTY_TOKEN);
  return token;
}

export function resetRecaptchaV2(widgetId: number | null): void {
  if (widgetId !== null) window.grecaptcha?.reset(widgetId);
}

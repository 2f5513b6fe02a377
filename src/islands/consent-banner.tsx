import { type FormEvent, useState } from "react";
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_UPDATE_DELAY_MS,
  type ConsentChoice,
  consentModeUpdate,
} from "../shared/consent";

export interface ConsentBannerProps {
  action: string;
  returnTo: string;
  policyHref: string;
  texts: { title: string; text: string; accept: string; decline: string; policy: string };
}

type Gtag = (...args: unknown[]) => void;

/** Google consent mode: queue the update on dataLayer; a tag loaded after consent reads it. */
function updateConsentMode(choice: ConsentChoice) {
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
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
}

/**
 * The cookie banner. Server-rendered as a plain form that works without JavaScript; once
 * hydrated it answers in place and updates consent 200 ms after the choice.
 */
export function ConsentBanner({ action, returnTo, policyHref, texts }: ConsentBannerProps) {
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value as ConsentChoice | undefined;
    if (!choice) return;
    event.preventDefault();
    setBusy(true);
    const body = new FormData(event.currentTarget);
    body.set("choice", choice);
    try {
      const response = await fetch(action, { method: "POST", body, headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(String(response.status));
      setClosed(true);
      setTimeout(() => updateConsentMode(choice), CONSENT_UPDATE_DELAY_MS);
    } catch {
      // The plain form still works: let the browser post it.
      event.currentTarget?.submit();
    } finally {
      setBusy(false);
    }
  };

  if (closed) return null;
  return (
    <section className="consent" aria-labelledby="consent-title">
      <form className="consent__inner container" method="post" action={action} onSubmit={submit}>
        <div className="consent__text">
          <h2 id="consent-title">{texts.title}</h2>
          <p>
            {texts.text} <a href={policyHref}>{texts.policy}</a>
          </p>
        </div>
        <input type="hidden" name="return" value={returnTo} />
        <div className="consent__actions">
          <button
            type="submit"
            name="choice"
            value="decline"
            className="button button--secondary"
            disabled={busy}
          >
            {texts.decline}
          </button>
          <button
            type="submit"
            name="choice"
            value="accept"
            className="button button--primary"
            disabled={busy}
          >
            {texts.accept}
          </button>
        </div>
      </form>
    </section>
  );
}

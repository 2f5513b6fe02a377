import { useCallback, useEffect, useRef, useState } from "react";
import { RESULT_CALLS } from "../api/contract/payment-calls";
import type { PurchaseResultAnswer } from "../api/payment";
import type { ProviderCode } from "../catalog/payment-providers";
import { type PurchaseOutcome, purchaseOutcome } from "../shared/purchase-answer";
import { callApi } from "./lib/api";
import { Spinner } from "./ui/spinner";

/** Waits between purchase_result polls: quick at first, then backing off; ~35 s in all. */
export const POLL_DELAYS_MS = [1000, 1500, 2000, 3000, 5000, 8000, 13000] as const;

export interface PayStatusProps {
  orderId: string;
  provider: ProviderCode;
  /** Localized paths: the thank-you page and the checkout (for a retry). */
  paysucPath: string;
  checkoutPath: string;
  texts: {
    /** While checking: the page's heading and what to do meanwhile. */
    title: string;
    intro: string;
    checking: string;
    failedTitle: string;
    failedText: string;
    retry: string;
    pendingTitle: string;
    pendingText: string;
    checkAgain: string;
  };
}

type State = { kind: "checking" } | { kind: Exclude<PurchaseOutcome, "success">; planId: number | null };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls purchase_result with backoff until a final state: success (→ /paysuc), failure, or pending. */
export function PayStatus({ orderId, provider, paysucPath, checkoutPath, texts }: PayStatusProps) {
  const [state, setState] = useState<State>({ kind: "checking" });
  const run = useRef(0);

  const poll = useCallback(async () => {
    const id = ++run.current;
    setState({ kind: "checking" });
    let planId: number | null = null;
    for (const delay of [0, ...POLL_DELAYS_MS]) {
      await wait(delay);
      if (id !== run.current) return;
      try {
        const answer = await callApi<PurchaseResultAnswer>(RESULT_CALLS[provider], { order_id: orderId });
        planId = answer.plan_id;
        const outcome = purchaseOutcome(provider, answer);
        if (outcome === "success") {
          window.location.assign(`${paysucPath}?${new URLSearchParams({ order: orderId, provider })}`);
          return;
        }
        if (outcome === "failed") {
          setState({ kind: "failed", planId });
          return;
        }
      } catch {
        // A failed poll is not an answer: keep trying until the delays run out.
      }
    }
    if (id === run.current) setState({ kind: "pending", planId });
  }, [orderId, provider, paysucPath]);

  useEffect(() => {
    void poll();
    return () => {
      run.current += 1;
    };
  }, [poll]);

  // The heading is the state's own: "checking" never stays above a failure or a wait.
  if (state.kind === "checking") {
    return (
      <>
        <h1>{texts.title}</h1>
        <p>{texts.intro}</p>
        <p className="paystate__checking" role="status">
          <Spinner /> {texts.checking}
        </p>
      </>
    );
  }
  if (state.kind === "failed") {
    const retry = `${checkoutPath}${state.planId ? `/${state.planId}` : ""}?${new URLSearchParams({ failed: provider })}`;
    return (
      <div role="alert">
        <h1>{texts.failedTitle}</h1>
        <p>{texts.failedText}</p>
        <div className="paystate__actions">
          <a className="button button--primary" href={retry}>
            {texts.retry}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div role="status">
      <h1>{texts.pendingTitle}</h1>
      <p>{texts.pendingText}</p>
      <div className="paystate__actions">
        <button type="button" className="button button--secondary" onClick={() => void poll()}>
          {texts.checkAgain}
        </button>
      </div>
    </div>
  );
}

/**
 * /pay/{order}: opens Paddle Checkout for the transaction in the URL (`?_ptxn=`, decision 177).
 * This script loads Paddle.js from Paddle's CDN (allowed by 'strict-dynamic': a nonce'd script
 * added it) and initializes it with our client-side token; Paddle.js then opens the overlay for
 * the transaction by itself. The buyer goes on to the payment status when the checkout completes,
 * and back to the checkout when they close it unpaid.
 */
interface PaddleEvent {
  name?: string;
}
interface PaddleGlobal {
  Environment: { set(environment: string): void };
  Initialize(options: Record<string, unknown>): void;
}

const root = document.querySelector<HTMLElement>("[data-paddle-checkout]");
const { src, token, environment, locale, success, back } = root?.dataset ?? {};

function open(): void {
  const paddle = (window as unknown as { Paddle?: PaddleGlobal }).Paddle;
  if (!root || !paddle || !token || !success || !back) {
    unavailable();
    return;
  }
  if (environment === "sandbox") paddle.Environment.set("sandbox");
  let completed = false;
  paddle.Initialize({
    token,
    checkout: {
      settings: { displayMode: "overlay", locale, successUrl: new URL(success, location.href).href },
    },
    eventCallback: (event: PaddleEvent) => {
      if (event.name === "checkout.completed") completed = true;
      if (event.name === "checkout.closed" && !completed) location.assign(back);
    },
  });
  root.dataset.state = "opened";
}

/** Paddle.js did not load (blocked, offline): the page's own text says what to do instead. */
function unavailable(): void {
  if (root) root.dataset.state = "unavailable";
}

if (root && src) {
  const script = document.createElement("script");
  script.src = src;
  script.addEventListener("load", open);
  script.addEventListener("error", unavailable);
  document.head.appendChild(script);
}

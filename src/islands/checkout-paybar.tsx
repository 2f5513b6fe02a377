import { type ReactNode, useEffect, useRef } from "react";

interface Props {
  planName: string;
  /** "€9.99 today", filled from the plan the order is created with. */
  today: string;
  /** What is charged next and when, or that nothing renews by itself. */
  next: string;
  error: ReactNode;
  button: ReactNode;
}

/** The page scrolls focused fields clear of the bar by this much (scroll-padding, pricing-checkout.css). */
const SIZE_PROPERTY = "--paybar-block-size";

/**
 * The plan, today's amount, the renewal and the Pay button together. Under 860 px it sticks to the
 * bottom of the screen while the form is in view, so a phone shows them without scrolling; its
 * height is published for scroll-padding so keyboard focus never lands underneath it.
 */
export function CheckoutPaybar({ planName, today, next, error, button }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(SIZE_PROPERTY, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SIZE_PROPERTY);
    };
  }, []);
  return (
    <div className="paybar" ref={bar} data-testid="paybar">
      <p className="paybar__facts">
        <span className="paybar__plan">{planName}</span>
        <strong className="paybar__today">{today}</strong>
        <span className="paybar__next">{next}</span>
      </p>
      {error}
      {button}
    </div>
  );
}

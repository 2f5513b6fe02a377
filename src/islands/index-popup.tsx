import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CONSENT_BANNER_SELECTOR, CONSENT_CHANGE_EVENT } from "../shared/consent";
import { deviceFromUserAgent, isMobileView } from "../shared/device";
import {
  type FestivalWindow,
  localTimeOf,
  POPUP_TYPES,
  type PopupType,
  popupClosedKey,
  popupToShow,
} from "../shared/popup-schedule";
// Types only: the parser (and zod with it) stays on the server.
import type { PromotionSegment } from "../shared/promotion";

const POPUP_FIELDS = ["title", "text", "cta"] as const;
type PopupField = (typeof POPUP_FIELDS)[number];

const CLOSE_KEY = "popups.close";
const messageKey = (type: PopupType, field: PopupField) => `popups.${type}.${field}`;

/** Every message the island reads: the server sends these and no others. */
export const POPUP_MESSAGE_KEYS: readonly string[] = [
  CLOSE_KEY,
  ...POPUP_TYPES.flatMap((type) => POPUP_FIELDS.map((field) => messageKey(type, field))),
];

export interface IndexPopupProps {
  /** The festival's window (epoch ms, end exclusive), or null when no festival is configured. */
  festival: FestivalWindow | null;
  /** The festival's own text from the promotion config, in the page's language; null: the default. */
  festivalText: readonly PromotionSegment[] | null;
  /** The texts of POPUP_MESSAGE_KEYS in the page's language. */
  texts: Record<string, string>;
  /** The pricing page in the page's language. */
  pricingHref: string;
}

// Private browsing and blocked storage throw on mere access: a popup then simply never remembers.
function readClosedDates(): Partial<Record<PopupType, string>> {
  const closed: Partial<Record<PopupType, string>> = {};
  try {
    for (const type of POPUP_TYPES) {
      const date = window.localStorage.getItem(popupClosedKey(type));
      if (date) closed[type] = date;
    }
  } catch {
    // Unreadable storage: nothing was closed as far as we can know.
  }
  return closed;
}

function rememberClosed(type: PopupType): void {
  try {
    window.localStorage.setItem(popupClosedKey(type), localTimeOf(new Date()).date);
  } catch {
    // Unwritable storage: the popup may come back on the next visit, which is harmless.
  }
}

/** Reads the browser's clock, device and storage; only ever called after hydration. */
function popupForNow(festival: FestivalWindow | null): PopupType | null {
  const now = new Date();
  const device = deviceFromUserAgent(navigator.userAgent);
  return popupToShow({
    local: localTimeOf(now),
    now: now.getTime(),
    mobile: isMobileView(device, window.innerWidth),
    festival,
    closedOn: readClosedDates(),
  });
}

/** Tab and Shift+Tab cycle through the dialog's controls, as a modal dialog requires. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const controls = dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leavingBackward = event.shiftKey && (active === first || active === dialog);
  const leavingForward = !event.shiftKey && active === last;
  if (!dialog.contains(active) || leavingForward) {
    event.preventDefault();
    first.focus();
  } else if (leavingBackward) {
    event.preventDefault();
    last.focus();
  }
}

function Segments({ segments }: { segments: readonly PromotionSegment[] }) {
  return segments.map((segment, i) => (
    // The segments are a fixed list from the config, never reordered: position is identity.
    <span key={i} style={segment.color ? { color: segment.color } : undefined}>
      {segment.text}
    </span>
  ));
}

interface DialogProps extends Omit<IndexPopupProps, "festival"> {
  type: PopupType;
  onClose: () => void;
}

function PopupDialog({ type, texts, festivalText, pricingHref, onClose }: DialogProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const text = (field: PopupField) => texts[messageKey(type, field)] ?? "";

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      else if (event.key === "Tab" && dialog.current) keepFocusInside(event, dialog.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return (
    <div className="popup-backdrop">
      <div
        ref={dialog}
        className={`popup popup--${type}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <button type="button" className="popup__close" aria-label={texts[CLOSE_KEY]} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={headingId} className="popup__title">
          {text("title")}
        </h2>
        <p className="popup__text">
          {type === "festival" && festivalText ? <Segments segments={festivalText} /> : text("text")}
        </p>
        {/* Taking the offer counts as closing: the visitor has seen it for today. */}
        <a className="button button--primary button--large popup__cta" href={pricingHref} onClick={onClose}>
          {text("cta")}
        </a>
      </div>
    </div>
  );
}

/**
 * The index page's popup (spec section 4). It renders nothing on the server, so the page's HTML
 * is the same for every visitor; after hydration it reads the visitor's clock, device and
 * closed popups and shows at most one, which a close keeps away for the rest of the local day.
 */
export function IndexPopup({ festival, ...dialogProps }: IndexPopupProps) {
  const [type, setType] = useState<PopupType | null>(null);

  useEffect(() => {
    const decide = () => setType(popupForNow(festival));
    // Never two overlays at once: while the cookie banner waits for a choice, so does the popup.
    if (!document.querySelector(CONSENT_BANNER_SELECTOR)) {
      decide();
      return;
    }
    addEventListener(CONSENT_CHANGE_EVENT, decide, { once: true });
    return () => removeEventListener(CONSENT_CHANGE_EVENT, decide);
  }, [festival]);

  const close = useCallback(() => {
    if (type) rememberClosed(type);
    setType(null);
  }, [type]);

  return type ? <PopupDialog type={type} onClose={close} {...dialogProps} /> : null;
}

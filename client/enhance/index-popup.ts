import {
  POPUP_FESTIVAL_ATTRIBUTE,
  POPUP_SLOT_CLASS,
  POPUP_TYPE_ATTRIBUTE,
  SEGMENT_COLOR_ATTRIBUTE,
} from "../../src/pages/home/popup-attributes";
import { CONSENT_BANNER_SELECTOR, CONSENT_CHANGE_EVENT } from "../../src/shared/consent";
import { deviceFromUserAgent, isMobileView } from "../../src/shared/device";
import {
  type FestivalWindow,
  localTimeOf,
  POPUP_TYPES,
  type PopupType,
  popupClosedKey,
  popupToShow,
} from "../../src/shared/popup-schedule";

/**
 * The index page's popup: picks the one type the schedule calls for (spec sections 4 and 9) and
 * shows its server-rendered dialog. Waits while the cookie banner waits for an answer: never two
 * overlays at once.
 */

// Private browsing and blocked storage throw on mere access: a popup then simply never remembers.
function readClosedDates(): Partial<Record<PopupType, string>> {
  const closed: Partial<Record<PopupType, string>> = {};
  try {
    for (const type of POPUP_TYPES) {
      const date = localStorage.getItem(popupClosedKey(type));
      if (date) closed[type] = date;
    }
  } catch {
    // Unreadable storage: nothing was closed as far as we can know.
  }
  return closed;
}

function rememberClosed(type: PopupType): void {
  try {
    localStorage.setItem(popupClosedKey(type), localTimeOf(new Date()).date);
  } catch {
    // Unwritable storage: the popup may come back on the next visit, which is harmless.
  }
}

/** Tab and Shift+Tab cycle through the dialog's controls, as a modal dialog requires. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const controls = dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leavingBackward = event.shiftKey && (active === first || active === dialog);
  if (!dialog.contains(active) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    first.focus();
  } else if (leavingBackward) {
    event.preventDefault();
    last.focus();
  }
}

function show(slot: HTMLElement, type: PopupType): void {
  const template = slot.querySelector<HTMLTemplateElement>(`template[${POPUP_TYPE_ATTRIBUTE}="${type}"]`);
  const backdrop = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const dialog = backdrop?.querySelector<HTMLElement>("[role=dialog]");
  if (!backdrop || !dialog) return;
  // The config's colours, set through the DOM: the CSP allows no inline style attributes.
  for (const span of backdrop.querySelectorAll<HTMLElement>(`[${SEGMENT_COLOR_ATTRIBUTE}]`)) {
    span.style.color = span.getAttribute(SEGMENT_COLOR_ATTRIBUTE) ?? "";
  }
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
    else if (event.key === "Tab") keepFocusInside(event, dialog);
  };
  const close = () => {
    rememberClosed(type);
    document.removeEventListener("keydown", onKeyDown);
    backdrop.remove();
    previous?.focus();
  };
  backdrop.querySelector(".popup__close")?.addEventListener("click", close);
  // Taking the offer counts as closing: the visitor has seen it for today.
  backdrop.querySelector(".popup__cta")?.addEventListener("click", () => rememberClosed(type));
  document.addEventListener("keydown", onKeyDown);
  slot.appendChild(backdrop);
  dialog.focus();
}

function decide(slot: HTMLElement): void {
  const festivalData = slot.getAttribute(POPUP_FESTIVAL_ATTRIBUTE);
  const now = new Date();
  const type = popupToShow({
    local: localTimeOf(now),
    now: now.getTime(),
    mobile: isMobileView(deviceFromUserAgent(navigator.userAgent), innerWidth),
    festival: festivalData ? (JSON.parse(festivalData) as FestivalWindow) : null,
    closedOn: readClosedDates(),
  });
  if (type) show(slot, type);
}

const slot = document.querySelector<HTMLElement>(`.${POPUP_SLOT_CLASS}`);
if (slot) {
  if (document.querySelector(CONSENT_BANNER_SELECTOR)) {
    addEventListener(CONSENT_CHANGE_EVENT, () => decide(slot), { once: true });
  } else {
    decide(slot);
  }
}

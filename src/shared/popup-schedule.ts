/**
 * Which popup the index page shows (spec sections 4 and 9), as pure functions of the visitor's
 * local wall clock, the device class, the festival window and the per-type last-close dates.
 * No DOM and no clock reads here: the island gathers those and asks.
 */
export const POPUP_TYPES = ["weekend", "workday", "mobile-daily", "festival"] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

/** The visitor's local wall clock. "Local" is the browser's zone, never the server's. */
export interface LocalTime {
  /** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
  /** The local calendar day, `YYYY-MM-DD`: what "today" means for a closed popup. */
  date: string;
}

/** Epoch milliseconds; the end is exclusive, so back-to-back festivals never overlap. */
export interface FestivalWindow {
  startTime: number;
  endTime: number;
}

/** One weekly instant, Monday-based: the spec's working hours cross midnight four times. */
interface WeekInstant {
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Spec section 9: Monday 06:01 to Friday 17:59:59, both inclusive, as one continuous span. The
 * nights from Monday to Friday are working hours too: the spec names the span's ends only.
 */
export const WORKING_HOURS = {
  start: { weekday: 1, hour: 6, minute: 1, second: 0 },
  end: { weekday: 5, hour: 17, minute: 59, second: 59 },
} as const satisfies Record<"start" | "end", WeekInstant>;

/** Where to remember the day a popup type was last closed (local storage, spec section 3). */
export const popupClosedKey = (type: PopupType) => `popup-closed:${type}`;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A Date's fields in the zone of the runtime reading it: in the browser, the visitor's own. */
export function localTimeOf(date: Date): LocalTime {
  return {
    weekday: date.getDay(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    date: `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  };
}

function secondsIntoWeek({ weekday, hour, minute, second }: WeekInstant): number {
  const sinceMonday = (weekday + 6) % 7;
  return ((sinceMonday * 24 + hour) * 60 + minute) * 60 + second;
}

export function isWorkingHours(time: WeekInstant): boolean {
  const at = secondsIntoWeek(time);
  return at >= secondsIntoWeek(WORKING_HOURS.start) && at <= secondsIntoWeek(WORKING_HOURS.end);
}

export function isWithinFestival(window: FestivalWindow | null, now: number): boolean {
  return window !== null && window.startTime <= now && now < window.endTime;
}

export interface PopupSituation {
  local: LocalTime;
  /** Epoch milliseconds, compared with the festival window. */
  now: number;
  /** The device-or-viewport mobile flag (`isMobileView`). */
  mobile: boolean;
  festival: FestivalWindow | null;
  /** The local day each popup type was last closed, `YYYY-MM-DD`. */
  closedOn: Partial<Record<PopupType, string>>;
}

/** The popup the rules call for at this moment, before the visitor's closes are considered. */
export function scheduledPopup({ local, now, mobile, festival }: PopupSituation): PopupType {
  if (isWithinFestival(festival, now)) return "festival";
  if (mobile) return "mobile-daily";
  return isWorkingHours(local) ? "workday" : "weekend";
}

/**
 * The popup to show, or null when the visitor closed that very type today. Another type does not
 * step in: a visitor who just dismissed one offer is not handed the next in the same breath.
 */
export function popupToShow(situation: PopupSituation): PopupType | null {
  const type = scheduledPopup(situation);
  return situation.closedOn[type] === situation.local.date ? null : type;
}

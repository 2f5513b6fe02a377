import { describe, expect, it } from "vitest";
import {
  type FestivalWindow,
  isWithinFestival,
  isWorkingHours,
  type LocalTime,
  localTimeOf,
  type PopupSituation,
  popupClosedKey,
  popupToShow,
  scheduledPopup,
  WORKING_HOURS,
} from "./popup-schedule";

const SUN = 0;
const MON = 1;
const WED = 3;
const FRI = 5;
const SAT = 6;

const at = (weekday: number, hour: number, minute = 0, second = 0, date = "2025-06-04"): LocalTime => ({
  weekday,
  hour,
  minute,
  second,
  date,
});

const NOW = Date.UTC(2025, 5, 4, 8);
const situation = (over: Partial<PopupSituation> = {}): PopupSituation => ({
  local: at(WED, 10),
  now: NOW,
  mobile: false,
  festival: null,
  closedOn: {},
  ...over,
});

describe("working hours: Monday 06:01:00 to Friday 17:59:59, one continuous span", () => {
  it.each([
    ["Monday 06:00:59", at(MON, 6, 0, 59), false],
    ["Monday 06:01:00", at(MON, 6, 1, 0), true],
    ["Monday 00:00:00", at(MON, 0), false],
    ["Wednesday 10:00", at(WED, 10), true],
    ["Wednesday 23:00 (a mid-week night is inside the span)", at(WED, 23), true],
    ["Tuesday 03:00", at(2, 3), true],
    ["Friday 17:59:59", at(FRI, 17, 59, 59), true],
    ["Friday 18:00:00", at(FRI, 18, 0, 0), false],
    ["Friday 23:59:59", at(FRI, 23, 59, 59), false],
    ["Saturday 12:00", at(SAT, 12), false],
    ["Sunday 12:00", at(SUN, 12), false],
    ["Sunday 23:59:59", at(SUN, 23, 59, 59), false],
  ])("%s → %s", (_, time, expected) => {
    expect(isWorkingHours(time)).toBe(expected);
  });

  it("names its ends as the spec does", () => {
    expect(WORKING_HOURS.start).toEqual({ weekday: MON, hour: 6, minute: 1, second: 0 });
    expect(WORKING_HOURS.end).toEqual({ weekday: FRI, hour: 17, minute: 59, second: 59 });
  });
});

describe("festival window: start inclusive, end exclusive", () => {
  const window: FestivalWindow = { startTime: 1_000, endTime: 2_000 };

  it.each([
    [999, false],
    [1_000, true],
    [1_999, true],
    [2_000, false],
  ])("at %d → %s", (now, expected) => {
    expect(isWithinFestival(window, now)).toBe(expected);
  });

  it("is never on without a window", () => {
    expect(isWithinFestival(null, NOW)).toBe(false);
  });
});

describe("scheduledPopup", () => {
  const festival: FestivalWindow = { startTime: NOW - 1, endTime: NOW + 1 };

  it("desktop: workday during working hours, weekend outside them", () => {
    expect(scheduledPopup(situation({ local: at(WED, 10) }))).toBe("workday");
    expect(scheduledPopup(situation({ local: at(MON, 6, 0, 59) }))).toBe("weekend");
    expect(scheduledPopup(situation({ local: at(MON, 6, 1, 0) }))).toBe("workday");
    expect(scheduledPopup(situation({ local: at(FRI, 17, 59, 59) }))).toBe("workday");
    expect(scheduledPopup(situation({ local: at(FRI, 18) }))).toBe("weekend");
    expect(scheduledPopup(situation({ local: at(SAT, 9) }))).toBe("weekend");
    expect(scheduledPopup(situation({ local: at(SUN, 20) }))).toBe("weekend");
    expect(scheduledPopup(situation({ local: at(WED, 23) }))).toBe("workday");
  });

  it("mobile: the daily popup at any hour of the week", () => {
    for (const local of [at(WED, 10), at(SAT, 9), at(MON, 6, 0, 59), at(FRI, 18)]) {
      expect(scheduledPopup(situation({ local, mobile: true }))).toBe("mobile-daily");
    }
  });

  it("festival wins on desktop and mobile, in and out of working hours", () => {
    for (const mobile of [false, true]) {
      for (const local of [at(WED, 10), at(SUN, 12)]) {
        expect(scheduledPopup(situation({ local, mobile, festival }))).toBe("festival");
      }
    }
  });

  it("a festival popup starts at the start time and stops at the end time", () => {
    const window = { startTime: NOW, endTime: NOW + 60_000 };
    expect(scheduledPopup(situation({ festival: window, now: NOW - 1 }))).toBe("workday");
    expect(scheduledPopup(situation({ festival: window, now: NOW }))).toBe("festival");
    expect(scheduledPopup(situation({ festival: window, now: NOW + 59_999 }))).toBe("festival");
    expect(scheduledPopup(situation({ festival: window, now: NOW + 60_000 }))).toBe("workday");
    expect(scheduledPopup(situation({ festival: window, now: NOW + 60_000, mobile: true }))).toBe(
      "mobile-daily",
    );
  });
});

describe("popupToShow: once per day per type", () => {
  const today = "2025-06-04";

  it("shows the scheduled popup when it was never closed", () => {
    expect(popupToShow(situation())).toBe("workday");
  });

  it("suppresses a popup closed today", () => {
    expect(popupToShow(situation({ closedOn: { workday: today } }))).toBeNull();
  });

  it("shows it again when it was closed yesterday", () => {
    expect(popupToShow(situation({ closedOn: { workday: "2025-06-03" } }))).toBe("workday");
  });

  it("shows the first popup of a new day just after midnight", () => {
    const local = at(SAT, 0, 0, 0, "2025-06-07");
    expect(popupToShow(situation({ local, closedOn: { weekend: "2025-06-06" } }))).toBe("weekend");
  });

  it("counts closes per type: a closed workday popup does not hide the weekend one", () => {
    const local = at(FRI, 18, 0, 0, "2025-06-06");
    expect(popupToShow(situation({ local, closedOn: { workday: "2025-06-06" } }))).toBe("weekend");
  });

  it("does not hand over another type when the scheduled one was closed today", () => {
    const festival = { startTime: NOW - 1, endTime: NOW + 1 };
    expect(popupToShow(situation({ festival, closedOn: { festival: today } }))).toBeNull();
    expect(popupToShow(situation({ mobile: true, closedOn: { "mobile-daily": today } }))).toBeNull();
    expect(popupToShow(situation({ mobile: true, closedOn: { workday: today } }))).toBe("mobile-daily");
  });
});

describe("localTimeOf", () => {
  it("reads the local fields of a Date, whatever zone the runtime is in", () => {
    // The local-field constructor: the same wall clock in every time zone.
    expect(localTimeOf(new Date(2025, 0, 6, 6, 1, 0))).toEqual({
      weekday: MON,
      hour: 6,
      minute: 1,
      second: 0,
      date: "2025-01-06",
    });
    expect(localTimeOf(new Date(2025, 11, 31, 23, 59, 59)).date).toBe("2025-12-31");
  });
});

describe("popupClosedKey", () => {
  it("is one storage key per type", () => {
    expect(popupClosedKey("mobile-daily")).toBe("popup-closed:mobile-daily");
  });
});

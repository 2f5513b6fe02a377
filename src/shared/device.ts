/**
 * The device record of spec section 3 (os_name, os_version, isIos) plus its mobile flag, read
 * from a user-agent string alone so the same rule runs in the browser and in tests.
 */
export interface Device {
  os_name: string;
  os_version: string;
  isIos: boolean;
  /** The device type is a phone or a wearable (tablets and desktops are not). */
  isMobile: boolean;
}

/** Spec section 9: below this viewport width a page is laid out (and treated) as mobile. */
export const DESKTOP_BREAKPOINT_PX = 768;

interface OsMatch {
  name: string;
  version: string;
}

const WINDOWS_NT_VERSIONS: Readonly<Record<string, string>> = {
  "10.0": "10",
  "6.3": "8.1",
  "6.2": "8",
  "6.1": "7",
  "6.0": "Vista",
  "5.2": "XP",
  "5.1": "XP",
};

const dotted = (version: string | undefined) => (version ?? "").replaceAll("_", ".");

/**
 * Order matters: an iPhone says "like Mac OS X", Windows Phone may say "Android", and Android
 * and ChromeOS both say "Linux"; the more specific system is tried first.
 */
const OS_RULES: readonly ((ua: string) => OsMatch | null)[] = [
  (ua) => {
    const m = /\b(?:iPhone|iPad|iPod)\b.*?\bOS ([\d_]+)/.exec(ua) ?? /\b(?:iPhone|iPad|iPod)\b/.exec(ua);
    return m ? { name: "iOS", version: dotted(m[1]) } : null;
  },
  (ua) => {
    const m = /\bWindows Phone(?: OS)? ([\d.]+)?/.exec(ua);
    return m ? { name: "Windows Phone", version: m[1] ?? "" } : null;
  },
  (ua) => {
    const m = /\bAndroid(?:[ /]([\d.]+))?/.exec(ua);
    return m ? { name: "Android", version: m[1] ?? "" } : null;
  },
  (ua) => {
    const m = /\bWindows NT ([\d.]+)/.exec(ua) ?? /\bWindows\b/.exec(ua);
    if (!m) return null;
    const nt = m[1];
    return { name: "Windows", version: nt ? (WINDOWS_NT_VERSIONS[nt] ?? nt) : "" };
  },
  (ua) => {
    const m = /\bCrOS \S+ ([\d.]+)/.exec(ua) ?? /\bCrOS\b/.exec(ua);
    return m ? { name: "ChromeOS", version: m[1] ?? "" } : null;
  },
  (ua) => {
    const m = /\bMac OS X ([\d_.]+)/.exec(ua) ?? /\bMacintosh\b/.exec(ua);
    return m ? { name: "macOS", version: dotted(m[1]) } : null;
  },
  (ua) => (/\bLinux\b/.test(ua) ? { name: "Linux", version: "" } : null),
];

// iPads send "Mobile/15E148" too, and Android tablets omit "Mobile": a tablet is not mobile.
const TABLET = /\biPad\b|\bTablet\b/i;
const PHONE = /\b(?:Mobile|iPhone|iPod|Windows Phone|IEMobile|Opera Mini|BlackBerry|BB10)\b/i;
const WEARABLE = /\b(?:Watch\d*|Wearable|Wear ?OS)\b/i;

function osOf(ua: string): OsMatch {
  for (const rule of OS_RULES) {
    const found = rule(ua);
    if (found) return found;
  }
  return { name: "", version: "" };
}

export function deviceFromUserAgent(ua: string): Device {
  const os = osOf(ua);
  return {
    os_name: os.name,
    os_version: os.version,
    isIos: os.name === "iOS",
    isMobile: WEARABLE.test(ua) || (PHONE.test(ua) && !TABLET.test(ua)),
  };
}

/** Spec section 3: the mobile flag is the device type (phone or wearable) or a narrow viewport. */
export function isMobileView(device: Pick<Device, "isMobile">, viewportWidth?: number): boolean {
  return device.isMobile || (viewportWidth !== undefined && viewportWidth < DESKTOP_BREAKPOINT_PX);
}

/** How a session's device is described: "Chrome on Linux", "Safari on iPhone". */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  /** Phones and tablets get a different icon. */
  mobile: boolean;
  label: string;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\biPod\b/, 'iPod'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (ua: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/**
 * A short, human description of a User-Agent string. It only has to tell a person's own
 * devices apart, so it names the browser family and system, never versions.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent?.trim() ?? '';
  const browser = ua ? firstMatch(ua, BROWSERS) : null;
  const os = ua ? firstMatch(ua, SYSTEMS) : null;
  const mobile = /\b(?:Mobile|iPhone|iPad|iPod|Android)\b/.test(ua);
  let label: string;
  if (browser && os) label = `${browser} on ${os}`;
  else if (browser) label = browser;
  else if (os) label = `Browser on ${os}`;
  else label = 'Unknown device';
  return { browser, os, mobile, label };
}

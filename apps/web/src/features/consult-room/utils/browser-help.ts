/** The browsers whose camera settings we can describe step by step. */
export type BrowserKind = 'chrome' | 'edge' | 'firefox' | 'safari' | 'iosSafari' | 'other';

/** Which browser the person is using, from its user agent (only to choose the help to show first). */
export function browserOf(userAgent: string): BrowserKind {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  // Every browser on an iPhone or iPad is Safari underneath, with Safari's settings.
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iosSafari';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

export interface BrowserHelp {
  kind: BrowserKind;
  name: string;
  steps: readonly string[];
}

/** What to click to let this site use the camera and microphone again, per browser. */
export const BROWSER_HELP: readonly BrowserHelp[] = [
  {
    kind: 'chrome',
    name: 'Chrome',
    steps: [
      'Click the camera icon (or the settings icon) at the left of the address bar.',
      'Set Camera and Microphone to Allow.',
      'Reload this page.',
    ],
  },
  {
    kind: 'edge',
    name: 'Edge',
    steps: [
      'Click the lock icon at the left of the address bar, then Permissions for this site.',
      'Set Camera and Microphone to Allow.',
      'Reload this page.',
    ],
  },
  {
    kind: 'safari',
    name: 'Safari on a Mac',
    steps: [
      'In the menu bar, choose Safari, then Settings for This Website.',
      'Set Camera and Microphone to Allow.',
      'Reload this page.',
    ],
  },
  {
    kind: 'iosSafari',
    name: 'iPhone or iPad',
    steps: [
      'Tap the page settings icon (aA) in the address bar, then Website Settings.',
      'Set Camera and Microphone to Allow.',
      'Reload this page.',
    ],
  },
  {
    kind: 'firefox',
    name: 'Firefox',
    steps: [
      'Click the crossed-out camera icon in the address bar.',
      'Clear the block on Camera and Microphone (the × beside each).',
      'Reload this page and choose Allow when Firefox asks.',
    ],
  },
];

/** The help for `kind` first, then the others (someone may be helping from another browser). */
export function helpFor(kind: BrowserKind): { first: BrowserHelp | null; others: BrowserHelp[] } {
  const first = BROWSER_HELP.find((h) => h.kind === kind) ?? null;
  return { first, others: BROWSER_HELP.filter((h) => h !== first) };
}

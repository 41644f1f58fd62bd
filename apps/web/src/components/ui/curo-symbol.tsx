interface CuroSymbolProps {
  size?: number;
  animated?: boolean;
  className?: string;
  /** Accessible name; omit when the symbol sits next to the word "Curo". */
  title?: string;
}

/**
 * The Curo symbol: a rounded cross whose four arms end in speech-bubble tails, for care and
 * conversation. Drawn as strokes so the loader can "draw in" the arms.
 */
export function CuroSymbol({ size = 32, animated = false, className, title }: CuroSymbolProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the title is rendered when given; otherwise the symbol is decorative and aria-hidden.
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={[animated ? 'curo-symbol-animated' : '', className ?? ''].join(' ')}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <rect x="2" y="2" width="60" height="60" rx="16" fill="#0F766E" />
      <path
        d="M26 12h12a3 3 0 0 1 3 3v8l5-3v3h3a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3h-8l3 5h-3v3a3 3 0 0 1-3 3H26a3 3 0 0 1-3-3v-8l-5 3v-3h-3a3 3 0 0 1-3-3V26a3 3 0 0 1 3-3h8l-3-5h3v-3a3 3 0 0 1 3-3z"
        fill="#FFFFFF"
        stroke="#FFFFFF"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="26" cy="32" r="2.4" fill="#0F766E" />
      <circle cx="32" cy="32" r="2.4" fill="#0F766E" />
      <circle cx="38" cy="32" r="2.4" fill="#0F766E" />
    </svg>
  );
}

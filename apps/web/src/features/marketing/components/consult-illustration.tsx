/**
 * A decorative video consult: the doctor on screen, a self view, call controls and a chat bubble.
 * Drawn in the brand palette as inline SVG, so nothing is fetched and it stays sharp at any size.
 */
export function ConsultIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 440 360" className={className} aria-hidden="true" focusable="false">
      <rect x="44" y="34" width="380" height="296" rx="22" fill="#CCFBF1" />
      <rect x="24" y="14" width="380" height="296" rx="20" fill="#FFFFFF" stroke="#E2E8F0" strokeWidth="2" />
      <circle cx="50" cy="38" r="5" fill="#E2E8F0" />
      <circle cx="67" cy="38" r="5" fill="#E2E8F0" />
      <circle cx="84" cy="38" r="5" fill="#E2E8F0" />
      <rect x="236" y="30" width="148" height="16" rx="8" fill="#F8FAFC" stroke="#E2E8F0" />
      <circle cx="250" cy="38" r="4" fill="#15803D" />
      <rect x="261" y="35" width="90" height="6" rx="3" fill="#CBD5E1" />

      <rect x="44" y="60" width="340" height="190" rx="14" fill="#F0FDFA" />
      <circle cx="214" cy="128" r="32" fill="#0F766E" />
      <path d="M146 250c0-50 31-78 68-78s68 28 68 78z" fill="#0F766E" />
      <path
        d="M194 178c-6 20-6 36 4 46m36-46c6 20 6 36-4 46"
        fill="none"
        stroke="#CCFBF1"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="230" cy="226" r="7" fill="none" stroke="#CCFBF1" strokeWidth="4" />

      <rect x="298" y="182" width="72" height="56" rx="10" fill="#FFFFFF" stroke="#E2E8F0" strokeWidth="2" />
      <circle cx="334" cy="204" r="10" fill="#94A3B8" />
      <path d="M314 236c0-13 9-20 20-20s20 7 20 20z" fill="#94A3B8" />

      <circle cx="206" cy="280" r="14" fill="#F1F5F9" stroke="#E2E8F0" />
      <rect x="202" y="272" width="8" height="12" rx="4" fill="#475569" />
      <circle cx="250" cy="280" r="14" fill="#F97360" />
      <rect x="241" y="277" width="18" height="6" rx="3" fill="#FFFFFF" />
      <circle cx="294" cy="280" r="14" fill="#F1F5F9" stroke="#E2E8F0" />
      <rect x="286" y="274" width="12" height="12" rx="2" fill="#475569" />
      <path d="M298 278l6-3v10l-6-3z" fill="#475569" />

      <path
        d="M6 254a14 14 0 0 1 14-14h136a14 14 0 0 1 14 14v36a14 14 0 0 1-14 14H44l-16 14v-14h-8a14 14 0 0 1-14-14z"
        fill="#FFFFFF"
        stroke="#E2E8F0"
        strokeWidth="2"
      />
      <rect x="22" y="258" width="118" height="8" rx="4" fill="#0F766E" opacity="0.85" />
      <rect x="22" y="276" width="86" height="8" rx="4" fill="#CBD5E1" />
    </svg>
  );
}

/** Small stroke icons drawn as SVG, so they look the same whatever fonts a machine has (no emoji or rare glyphs). */
const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const TrashIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg aria-hidden="true" {...iconProps} className={className}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);

/** A phone showing a code: the image of the two-factor confirm dialog (§2.14 tfa theme). */
export const AuthenticatorIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg aria-hidden="true" {...iconProps} className={className}>
    <path d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2M9 8h1M11.5 8h1M14 8h1M9 11h1M11.5 11h1M14 11h1" />
  </svg>
);

export const PlusIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg aria-hidden="true" {...iconProps} className={className}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/** Tooltips (§9). Two readings of the types; the UI uses the longer list, a superset of the other. */
export const TOOLTIP_TYPES_SHORT = ['normal', 'success', 'warning', 'error', 'green'] as const;
export const TOOLTIP_TYPES = [...TOOLTIP_TYPES_SHORT, 'blue', 'dark'] as const;
export const TOOLTIP_POSITIONS = ['top', 'left', 'bottom', 'right', 'lower-right', 'bottom-left'] as const;
export const TOOLTIP_DEFAULTS = { delay: 0, position: 'top' } as const;

export type TTooltipType = (typeof TOOLTIP_TYPES)[number];
export type TTooltipPosition = (typeof TOOLTIP_POSITIONS)[number];

/** Where a tooltip sits relative to its target, in the placement words of React Aria's overlays. */
export type TTooltipPlacement = 'top' | 'left' | 'bottom' | 'right' | 'bottom right' | 'bottom left';

/**
 * The §9 positions as placements: the four sides, 'lower-right' below the target with its right edges aligned (it
 * opens towards the left), 'bottom-left' below with the left edges aligned. An unknown position reads the default, top.
 */
export const tooltipPlacement = (position: string | undefined): TTooltipPlacement => {
  switch (position) {
    case 'left':
    case 'bottom':
    case 'right':
    case 'top':
      return position;
    case 'lower-right':
      return 'bottom right';
    case 'bottom-left':
      return 'bottom left';
    default:
      return TOOLTIP_DEFAULTS.position;
  }
};

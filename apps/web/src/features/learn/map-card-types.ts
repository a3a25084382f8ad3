import type { TItemCard } from '@questline/domain/schemas/content';

/** A contained item of a project or course, as the extends maps answer it. */
export type TMapCard = TItemCard & { withManual?: boolean; manualDuration?: number | null };

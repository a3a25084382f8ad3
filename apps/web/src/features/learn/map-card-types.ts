/** A contained item of a project or course, as the extends maps answer it. */
export type { TMapCard } from '@questline/domain/schemas/content';

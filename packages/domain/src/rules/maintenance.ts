/**
 * The pathway under maintenance (§2.8): the Spanish 'junior programmer' pathway, known by its slug and, as the spec
 * has it, by one object id as well. The id is the operator's (MAINTENANCE_PATHWAY_ID, a pathway's `lpw_…` id), as
 * ids are given by each deployment's database; unset, the slug alone names it.
 */
export const MAINTENANCE_PATHWAY_SLUG = 'programador-junior';

/** A pathway's id as MAINTENANCE_PATHWAY_ID names it. */
export const MAINTENANCE_PATHWAY_ID_PATTERN = /^lpw_[1-9]\d{0,17}$/;

/** Whether a pathway's page shows the maintenance notice: its slug, or its id when one is configured. */
export const isMaintenancePathway = (pathway: { id: string; slug: string }, configuredId: string | undefined) =>
  pathway.slug === MAINTENANCE_PATHWAY_SLUG || (configuredId !== undefined && pathway.id === configuredId);

/**
 * The questions each FAQ shows, by id; their texts are `portalPages.faq.items.{id}` in the learner pages' catalogue,
 * in every UI language. The /faq page groups the general ones; each portal shows its own.
 */
export const EDLAB_FAQ = ['edlab-who', 'edlab-seats', 'edlab-assets'] as const;
export const PARTNERS_FAQ = ['uaa-what', 'uaa-curricular', 'uaa-membership'] as const;

/** /faq shows every question, the portals' too, so one search finds any answer. */
export const FAQ_CATEGORIES = {
  general: ['what-is-questline', 'self-host', 'languages', 'cookies'],
  learning: ['xp-levels', 'badges', 'resume', 'premium', 'tour-again'],
  educators: ['educator-plan', 'find-plans', 'programmes'],
  edlab: EDLAB_FAQ,
  partners: PARTNERS_FAQ,
} as const;
export type TFaqCategory = keyof typeof FAQ_CATEGORIES;

import type { TImportWarning } from '@questline/domain/schemas/content-transfer';

/**
 * What an import from the create page left out, kept for the editor it opens (by the new item's id) and shown there
 * once, beside the imported draft, where the author can check it.
 */
const pending = new Map<string, TImportWarning[]>();

export const keepImportWarnings = (itemId: string, warnings: readonly TImportWarning[]) => {
  if (warnings.length > 0) pending.set(itemId, [...warnings]);
};

export const takeImportWarnings = (itemId: string): TImportWarning[] => {
  const warnings = pending.get(itemId) ?? [];
  pending.delete(itemId);
  return warnings;
};

import { AppError } from '@questline/domain/errors';
import type { TMe } from '@questline/domain/schemas/session';

/** Seats are the educator lab's: only its members assign them (§2.5, §2.15). */
export const refuseUnlessEdlabMember = (user: TMe) => {
  if (!user.engineEdlabMember) throw new AppError('forbidden');
};

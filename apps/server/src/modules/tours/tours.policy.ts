import { AppError } from '@questline/domain/errors';
import type { TServerTour } from '@questline/domain/rules/tours';
import type { TMe } from '@questline/domain/schemas/session';

/** §4.7: the premium tour is premium users' own; nobody else has one to close. */
export const refuseUnlessTourHolder = (user: TMe, tour: TServerTour) => {
  if (tour === 'premium' && !user.premium) throw new AppError('premium_required');
};

import type { TServerTour } from '@questline/domain/rules/tours';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { userTours } from '../../db/schema';

export const hasClosedTour = async (db: TDbOrTx, userId: string, tour: TServerTour) =>
  (
    await db
      .select({ tour: userTours.tour })
      .from(userTours)
      .where(and(eq(userTours.userId, userId), eq(userTours.tour, tour)))
      .limit(1)
  ).length > 0;

/** Records that the user closed the tour; closing it again keeps the first time (one statement, any process). */
export const recordClosedTour = async (db: TDbOrTx, userId: string, tour: TServerTour) => {
  await db.insert(userTours).values({ userId, tour }).onConflictDoNothing();
};

import { AppError } from '@questline/domain/errors';
import { EDLAB_SEAT_LIMIT } from '@questline/domain/schemas/edlab';
import type { TDbOrTx } from '../../db/client';
import { countSeats, deleteSeat, insertSeat } from './edlab.repository';

/**
 * Gives `email` one of the member's seats: refused when all EDLAB_SEAT_LIMIT are taken or the address holds one
 * already. Runs in the caller's transaction, so the count and the insert agree.
 */
export const assignSeat = async (tx: TDbOrTx, ownerId: string, email: string) => {
  if ((await countSeats(tx, ownerId)) >= EDLAB_SEAT_LIMIT) {
    throw new AppError('edlab_seats_limit_reached', { params: { max: EDLAB_SEAT_LIMIT } });
  }
  if (!(await insertSeat(tx, ownerId, email))) throw new AppError('edlab_seat_exists');
};

export const releaseSeat = async (db: TDbOrTx, ownerId: string, email: string) => {
  if (!(await deleteSeat(db, ownerId, email))) throw new AppError('edlab_seat_not_found');
};

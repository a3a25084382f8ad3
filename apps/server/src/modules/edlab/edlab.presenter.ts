import { EDLAB_SEAT_LIMIT, type TEdlabSeats } from '@questline/domain/schemas/edlab';
import type { TSeatRow } from './edlab.repository';

export const presentSeats = (rows: readonly TSeatRow[]): TEdlabSeats => ({
  seats: rows.map((row) => ({ email: row.email, assignedAt: row.assignedAt.toISOString() })),
  limit: EDLAB_SEAT_LIMIT,
});

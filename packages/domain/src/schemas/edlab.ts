import { z } from 'zod';

/** Seats one edlab member may assign (§2.15 assignSeats; the spec gives no number: a class and its teachers). */
export const EDLAB_SEAT_LIMIT = 50;

/** An address as a seat holds it: trimmed and lower-case, so one person cannot take two seats by case. */
const ZSeatEmail = z
  .string({ error: 'not_valid_email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'not_valid_email' }).max(254, { error: 'not_valid_email' }));

/** POST /api/edlab/seats: give a seat to this address. */
export const ZEdlabSeatAdd = z.object({ email: ZSeatEmail });
export type TEdlabSeatAdd = z.infer<typeof ZEdlabSeatAdd>;

/** DELETE /api/edlab/seats/{email}: take this address's seat back. */
export const ZEdlabSeatParams = z.object({ email: ZSeatEmail });

export const ZEdlabSeat = z.object({ email: z.string(), assignedAt: z.string() });
export type TEdlabSeat = z.infer<typeof ZEdlabSeat>;

/** The member's seats, oldest first, and how many they may assign. */
export const ZEdlabSeats = z.object({ seats: z.array(ZEdlabSeat), limit: z.number().int() });
export type TEdlabSeats = z.infer<typeof ZEdlabSeats>;

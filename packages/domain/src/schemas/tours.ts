import { z } from 'zod';
import { SERVER_TOURS } from '../rules/tours';

/** GET and POST /api/tours/{tour}: a tour the server remembers (§4.7 premium tour); any other name answers 400. */
export const ZServerTourParams = z.object({ tour: z.enum(SERVER_TOURS, { error: 'invalid_request' }) });

/** Whether the signed-in user has closed the tour (the tour then shows no more). */
export const ZTourState = z.object({ tour: z.enum(SERVER_TOURS), closed: z.boolean() });
export type TTourState = z.infer<typeof ZTourState>;

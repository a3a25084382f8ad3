import type { TLearningEvent } from '@questline/domain/rules/xapi';
import type { TDbOrTx } from '../db/client';

/**
 * Where the learning events a write records go (step, quiz, item, badge, video, live session): stated as xAPI
 * statements (modules/xapi, decision 0077) in the write's own transaction, `db`.
 */
export type TLearningEvents = (db: TDbOrTx, events: readonly TLearningEvent[]) => Promise<void>;

/** For writes that state nothing: the demo seed, and callers of a service outside a request. */
export const ignoreLearningEvents: TLearningEvents = async () => undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's learning events, stated as xAPI statements (modules/xapi). */
    learningEvents: TLearningEvents;
  }
}

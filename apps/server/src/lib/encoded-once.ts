import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const encodings = new WeakMap<z.ZodType, WeakMap<object, string>>();

/**
 * `value` checked and encoded by `schema`, as JSON, computed once per object. An answer a cache keeps and sends to
 * many askers is checked and written once instead of on every response: for a kept search page, the response
 * schema's check and JSON.stringify cost more than everything else the request does.
 */
export const encodedOnce = <S extends z.ZodType>(schema: S, value: z.output<S> & object): string => {
  let bySchema = encodings.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    encodings.set(schema, bySchema);
  }
  let json = bySchema.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.encode(value));
    bySchema.set(value, json);
  }
  return json;
};

/** Sends JSON that is already checked and written: Fastify sends a string with a JSON type as it is. */
export const sendEncoded = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

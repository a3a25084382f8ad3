import { COOKIE_LIFETIME } from '@questline/domain/constants';
import type { FastifyReply } from 'fastify';

/** Preferences live in a readable cookie too, so the web app knows them before any request. */
export const setPreferenceCookie = (reply: FastifyReply, name: string, value: string, secure: boolean) =>
  reply.setCookie(name, value, {
    path: '/',
    maxAge: COOKIE_LIFETIME.preference,
    sameSite: 'lax',
    httpOnly: false,
    secure,
  });

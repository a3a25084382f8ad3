import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { serializeRequest, urlWithoutSecrets } from './request-log';

it("leaves the tokens of mailed links out of the log's request URLs, and the rest as it is", () => {
  expect(urlWithoutSecrets('/reset-password?token=Abc123&locale=de_DE')).toBe(
    '/reset-password?token=[redacted]&locale=de_DE',
  );
  expect(urlWithoutSecrets('/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2F%3FemailVerified%3D1')).toBe(
    '/api/auth/verify-email?token=[redacted]&callbackURL=%2F%3FemailVerified%3D1',
  );
  expect(urlWithoutSecrets('/x?a=1&TOKEN=s#frag')).toBe('/x?a=1&TOKEN=[redacted]#frag');
  expect(urlWithoutSecrets('/api/auth/reset-password/Abc123?callbackURL=%2Freset-password')).toBe(
    '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
  );
  expect(urlWithoutSecrets('/learn/tutorial/token?tokens=1')).toBe('/learn/tutorial/token?tokens=1');
  expect(urlWithoutSecrets('/api/auth/reset-password')).toBe('/api/auth/reset-password');

  const request = {
    method: 'GET',
    url: '/reset-password?token=Abc123',
    headers: {},
    host: 'localhost:3000',
    ip: '127.0.0.1',
    socket: { remotePort: 5000 },
  } as unknown as FastifyRequest;
  expect(serializeRequest(request)).toEqual({
    method: 'GET',
    url: '/reset-password?token=[redacted]',
    version: undefined,
    host: 'localhost:3000',
    remoteAddress: '127.0.0.1',
    remotePort: 5000,
  });
});

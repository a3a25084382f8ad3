import type { TCaptchaChallenge } from '@questline/domain/schemas/captcha';
import { solveChallenge } from './captcha-solver';

/** Solves one challenge off the page's thread (captcha-field.tsx) and posts the payload back, or null. */
self.addEventListener('message', (event: MessageEvent<TCaptchaChallenge>) => {
  void solveChallenge(event.data).then((payload) => self.postMessage(payload));
});

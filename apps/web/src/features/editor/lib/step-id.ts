/**
 * A new step's id, in the server's form (`s` and 8 hex digits, authoring.service derive). crypto.randomUUID exists
 * only in secure contexts (HTTPS or localhost); getRandomValues works on a plain-HTTP install too.
 */
export const newStepId = () =>
  `s${Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

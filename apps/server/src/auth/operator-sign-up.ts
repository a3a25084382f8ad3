import { AsyncLocalStorage } from 'node:async_hooks';

const operatorSignUps = new AsyncLocalStorage<true>();

/**
 * Runs a sign-up the operator makes (the CLI's user:create, the demo seed): the operator vouches for the address, so
 * users.service marks it verified and better-auth's verification mail is not sent.
 */
export const asOperatorSignUp = <T>(work: () => Promise<T>) => operatorSignUps.run(true, work);

/** Whether the better-auth call under way is an operator's sign-up. */
export const isOperatorSignUp = () => operatorSignUps.getStore() === true;

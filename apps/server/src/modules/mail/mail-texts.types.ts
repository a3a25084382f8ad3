/**
 * One mail's words: its subject, what happened (`body`, which may name the address as {{email}}), the line that
 * introduces the link, and what to do when the mail was not expected. No mail carries a name or any other text a
 * stranger could have typed: anyone may sign up with someone else's address.
 */
export type TMailWords = { subject: string; body: string; action: string; ignore: string };

/** Every mail of the mail module, in one language. */
export type TMailTexts = {
  greeting: string;
  signature: string;
  passwordReset: TMailWords;
  emailVerification: TMailWords;
  signUpWithTakenAddress: TMailWords;
};

export type TMailKind = Exclude<keyof TMailTexts, 'greeting' | 'signature'>;

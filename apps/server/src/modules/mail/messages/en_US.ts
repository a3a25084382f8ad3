import type { TMailTexts } from '../mail-texts.types';

export const en_US: TMailTexts = {
  greeting: 'Hello,',
  signature: 'The Questline team',
  passwordReset: {
    subject: 'Reset your Questline password',
    body: 'Someone, hopefully you, asked to reset the password of the Questline account of {{email}}.',
    action: 'Choose a new password with this link. It works once, within one hour:',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  emailVerification: {
    subject: 'Confirm your e-mail address for Questline',
    body: 'Please confirm that {{email}} is your address. Once it is confirmed, you can post comments, submissions and group posts on Questline.',
    action: 'Confirm your address with this link. It works for 24 hours:',
    ignore: 'If you did not ask for this, ignore this mail: nothing changes without the link.',
  },
  signUpWithTakenAddress: {
    subject: 'Someone tried to create a Questline account with your address',
    body: 'Someone tried to create a new Questline account with {{email}}. This address already has an account, so no account was created and yours is unchanged.',
    action: 'If it was you and you have forgotten your password, choose a new one here:',
    ignore: 'If it was not you, you need not do anything.',
  },
};

import type { TMailTexts } from '../mail-texts.types';

export const fr_FR: TMailTexts = {
  greeting: 'Bonjour,',
  signature: 'L’équipe Questline',
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Questline',
    body: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe du compte Questline de {{email}}.',
    action: 'Choisissez un nouveau mot de passe avec ce lien. Il sert une seule fois, pendant une heure :',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
  },
  emailVerification: {
    subject: 'Confirmez votre adresse e-mail pour Questline',
    body: 'Confirmez que {{email}} est bien votre adresse. Une fois confirmée, vous pourrez publier des commentaires, des rendus et des messages de groupe sur Questline.',
    action: 'Confirmez votre adresse avec ce lien. Il est valable 24 heures :',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change sans le lien.',
  },
  signUpWithTakenAddress: {
    subject: 'Quelqu’un a essayé de créer un compte Questline avec votre adresse',
    body: 'Quelqu’un a essayé de créer un nouveau compte Questline avec {{email}}. Cette adresse a déjà un compte : aucun compte n’a été créé et le vôtre n’a pas changé.',
    action: 'Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau ici :',
    ignore: 'Si ce n’était pas vous, vous n’avez rien à faire.',
  },
};

import type { TMailTexts } from '../mail-texts.types';

export const pt_PT: TMailTexts = {
  greeting: 'Olá,',
  signature: 'A equipa Questline',
  passwordReset: {
    subject: 'Reponha a sua palavra-passe do Questline',
    body: 'Alguém, esperamos que tenha sido o próprio, pediu para repor a palavra-passe da conta Questline de {{email}}.',
    action: 'Escolha uma nova palavra-passe com esta ligação. Funciona uma só vez, durante uma hora:',
    ignore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
  },
  emailVerification: {
    subject: 'Confirme o seu endereço de e-mail no Questline',
    body: 'Confirme que {{email}} é o seu endereço. Depois de confirmado, pode publicar comentários, submissões e mensagens de grupo no Questline.',
    action: 'Confirme o seu endereço com esta ligação. Funciona durante 24 horas:',
    ignore: 'Se não fez este pedido, ignore este e-mail: sem a ligação nada muda.',
  },
  signUpWithTakenAddress: {
    subject: 'Alguém tentou criar uma conta Questline com o seu endereço',
    body: 'Alguém tentou criar uma nova conta Questline com {{email}}. Este endereço já tem uma conta, por isso não foi criada nenhuma e a sua mantém-se igual.',
    action: 'Se foi o próprio e se esqueceu da palavra-passe, escolha uma nova aqui:',
    ignore: 'Se não foi o próprio, não precisa de fazer nada.',
  },
};

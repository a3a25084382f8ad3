import type { TMailTexts } from '../mail-texts.types';

export const es_ES: TMailTexts = {
  greeting: 'Hola:',
  signature: 'El equipo de Questline',
  passwordReset: {
    subject: 'Restablezca su contraseña de Questline',
    body: 'Alguien, esperamos que usted, pidió restablecer la contraseña de la cuenta de Questline de {{email}}.',
    action: 'Elija una contraseña nueva con este enlace. Sirve una sola vez, durante una hora:',
    ignore: 'Si no lo pidió, ignore este correo: su contraseña sigue igual.',
  },
  emailVerification: {
    subject: 'Confirme su dirección de correo para Questline',
    body: 'Confirme que {{email}} es su dirección. Una vez confirmada, podrá publicar comentarios, entregas y mensajes de grupo en Questline.',
    action: 'Confirme su dirección con este enlace. Sirve durante 24 horas:',
    ignore: 'Si no lo pidió, ignore este correo: sin el enlace no cambia nada.',
  },
  signUpWithTakenAddress: {
    subject: 'Alguien intentó crear una cuenta de Questline con su dirección',
    body: 'Alguien intentó crear una cuenta nueva de Questline con {{email}}. Esta dirección ya tiene una cuenta, así que no se creó ninguna y la suya sigue igual.',
    action: 'Si fue usted y olvidó su contraseña, elija una nueva aquí:',
    ignore: 'Si no fue usted, no tiene que hacer nada.',
  },
};

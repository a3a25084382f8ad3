import type { TMailTexts } from '../mail-texts.types';

export const de_DE: TMailTexts = {
  greeting: 'Hallo,',
  signature: 'Ihr Questline-Team',
  passwordReset: {
    subject: 'Ihr Questline-Passwort zurücksetzen',
    body: 'Jemand – hoffentlich Sie – möchte das Passwort des Questline-Kontos von {{email}} zurücksetzen.',
    action: 'Wählen Sie über diesen Link ein neues Passwort. Er funktioniert einmal und eine Stunde lang:',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
  },
  emailVerification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Questline',
    body: 'Bitte bestätigen Sie, dass {{email}} Ihre Adresse ist. Danach können Sie auf Questline Kommentare, Einreichungen und Gruppenbeiträge veröffentlichen.',
    action: 'Bestätigen Sie Ihre Adresse über diesen Link. Er funktioniert 24 Stunden lang:',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Link ändert sich nichts.',
  },
  signUpWithTakenAddress: {
    subject: 'Jemand wollte mit Ihrer Adresse ein Questline-Konto erstellen',
    body: 'Jemand wollte mit {{email}} ein neues Questline-Konto erstellen. Zu dieser Adresse gibt es bereits ein Konto, daher wurde keines erstellt, und Ihres bleibt unverändert.',
    action: 'Falls Sie es waren und Ihr Passwort vergessen haben, wählen Sie hier ein neues:',
    ignore: 'Falls Sie es nicht waren, müssen Sie nichts tun.',
  },
};

import type { TMailTexts } from '../mail-texts.types';

export const ja_JP: TMailTexts = {
  greeting: 'こんにちは。',
  signature: 'Questline チーム',
  passwordReset: {
    subject: 'Questline のパスワードの再設定',
    body: '{{email}} の Questline アカウントのパスワード再設定が申請されました。',
    action: 'このリンクから新しいパスワードを設定してください。1 時間以内に 1 回だけ使えます：',
    ignore: '心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
  },
  emailVerification: {
    subject: 'Questline のメールアドレスの確認',
    body: '{{email}} がご自身のアドレスであることを確認してください。確認後、Questline でコメント、提出物、グループ投稿を公開できるようになります。',
    action: 'このリンクからアドレスを確認してください。24 時間有効です：',
    ignore: '心当たりがない場合は、このメールを無視してください。リンクを開かない限り何も変わりません。',
  },
  signUpWithTakenAddress: {
    subject: 'あなたのアドレスで Questline アカウントの作成が試みられました',
    body: '{{email}} で新しい Questline アカウントの作成が試みられました。このアドレスにはすでにアカウントがあるため、新しいアカウントは作成されず、お使いのアカウントも変わっていません。',
    action: 'ご自身による操作でパスワードを忘れた場合は、こちらから新しいパスワードを設定してください：',
    ignore: 'ご自身による操作でない場合は、何もする必要はありません。',
  },
};

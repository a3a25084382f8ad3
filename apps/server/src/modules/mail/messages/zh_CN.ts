import type { TMailTexts } from '../mail-texts.types';

export const zh_CN: TMailTexts = {
  greeting: '您好：',
  signature: 'Questline 团队',
  passwordReset: {
    subject: '重置您的 Questline 密码',
    body: '有人（希望是您本人）申请重置 {{email}} 的 Questline 账户密码。',
    action: '请通过此链接设置新密码。链接只能使用一次，一小时内有效：',
    ignore: '如果这不是您的申请，请忽略此邮件：您的密码保持不变。',
  },
  emailVerification: {
    subject: '确认您在 Questline 的电子邮件地址',
    body: '请确认 {{email}} 是您的地址。确认后，您就可以在 Questline 发布评论、提交作品和小组帖子。',
    action: '请通过此链接确认您的地址。链接 24 小时内有效：',
    ignore: '如果这不是您的申请，请忽略此邮件：不打开链接就不会有任何变化。',
  },
  signUpWithTakenAddress: {
    subject: '有人尝试用您的地址创建 Questline 账户',
    body: '有人尝试用 {{email}} 创建新的 Questline 账户。该地址已有账户，因此没有创建新账户，您的账户也没有任何变化。',
    action: '如果是您本人并且忘记了密码，请在此设置新密码：',
    ignore: '如果不是您本人，您无需进行任何操作。',
  },
};

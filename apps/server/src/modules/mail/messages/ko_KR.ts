import type { TMailTexts } from '../mail-texts.types';

export const ko_KR: TMailTexts = {
  greeting: '안녕하세요.',
  signature: 'Questline 팀 드림',
  passwordReset: {
    subject: 'Questline 비밀번호 재설정',
    body: '{{email}}의 Questline 계정 비밀번호 재설정이 요청되었습니다.',
    action: '이 링크에서 새 비밀번호를 정하세요. 한 시간 안에 한 번만 쓸 수 있습니다:',
    ignore: '요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
  },
  emailVerification: {
    subject: 'Questline 이메일 주소 확인',
    body: '{{email}}이(가) 본인의 주소인지 확인해 주세요. 확인하면 Questline에서 댓글, 제출물, 그룹 게시물을 올릴 수 있습니다.',
    action: '이 링크에서 주소를 확인하세요. 24시간 동안 유효합니다:',
    ignore: '요청하지 않았다면 이 메일을 무시하세요. 링크를 열지 않으면 아무것도 바뀌지 않습니다.',
  },
  signUpWithTakenAddress: {
    subject: '누군가 회원님의 주소로 Questline 계정을 만들려고 했습니다',
    body: '누군가 {{email}}(으)로 새 Questline 계정을 만들려고 했습니다. 이 주소에는 이미 계정이 있으므로 새 계정은 만들어지지 않았고 회원님의 계정도 바뀌지 않았습니다.',
    action: '본인이었고 비밀번호를 잊었다면 여기에서 새 비밀번호를 정하세요:',
    ignore: '본인이 아니었다면 아무것도 하지 않아도 됩니다.',
  },
};

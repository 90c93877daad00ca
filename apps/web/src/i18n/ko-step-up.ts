/**
 * The one-time-password step-up page (/partners/certify_otp); spread into the Korean catalogue when the
 * page loads. Labels follow docs/korean-ui.md (문자(SMS)).
 */
export const koStepUp = {
  stepUp: {
    title: '본인 확인',
    intro: '중요한 작업을 위해 본인 확인이 필요합니다. 인증번호를 받아 입력하면 {minutes}분 동안 다시 묻지 않습니다.',
    channel_label: '인증번호 받을 곳',
    channels: { sms: '문자(SMS)', email: '이메일' },
    no_phone: '등록된 휴대폰 번호가 없습니다',
    send: '인증번호 받기',
    resend: '인증번호 다시 받기',
    resend_in: '{seconds}초 후에 다시 받을 수 있습니다',
    sent_to: '인증번호를 보냈습니다: {destination}',
    code_label: '인증번호 6자리',
    time_left: '남은 시간 {time}',
    expired: '인증번호의 유효 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
    tries_left: '남은 시도 {count}번',
    verify: '확인',
    locked_title: '본인 인증이 잠겼습니다',
    locked_body: '인증번호를 {max}번 잘못 입력했습니다. {time}부터 다시 시도할 수 있습니다.',
    verified_title: '본인 인증을 마쳤습니다',
    verified_body: '{time}까지는 중요한 작업을 다시 인증하지 않고 진행할 수 있습니다.',
    continue: '이전 화면으로 돌아가기',
    cancel: '취소하고 돌아가기',
    load_failed: '본인 인증 정보를 불러오지 못했습니다',
    not_received: '인증번호가 오지 않았다면 잠시 후 다시 받아 주세요. 이메일은 스팸함도 확인해 주세요.',
    demo_mailbox: '데모 서버에서는 인증번호가 실제로 발송되지 않고 메일함(데모)에 기록됩니다.',
    open_mailbox: '메일함(데모) 열기',
  },
};

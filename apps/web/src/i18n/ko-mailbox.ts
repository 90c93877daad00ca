/**
 * The demo mailbox (/partners/demo/mailbox): what the local mail adapter recorded and the codes texted
 * to operators; spread into the Korean catalogue when the page loads.
 */
export const koMailbox = {
  mailbox: {
    title: '메일함',
    badge: '데모',
    banner_title: '데모: 운영자에게 보낸 메일과 문자',
    banner_body: '데모 서버는 메일과 문자를 실제로 보내지 않고 여기에 기록합니다. 운영자 초대 링크와 본인 확인 인증번호를 이곳에서 확인하세요.',
    kinds: { all: '전체', mail: '이메일', sms: '문자(SMS)' },
    kinds_label: '메시지 종류',
    to_label: '받는 사람 이메일',
    to_placeholder: 'admin@demo.test',
    to_invalid: '이메일 주소를 확인해 주세요',
    apply: '조회',
    clear: '전체 보기',
    refresh: '새로고침',
    list_label: '받은 메시지',
    to: '받는 사람 {to}',
    to_operator: '받는 사람 {to} ({email})',
    sent_at: '{date} 발송',
    sms_subject: '문자 메시지',
    show_html: 'HTML 본문 보기',
    hide_html: 'HTML 본문 닫기',
    html_frame: '{subject} HTML 본문',
    empty: '아직 기록된 메시지가 없습니다',
    empty_hint: '운영자를 초대하거나 본인 확인 인증번호를 받으면 여기에 나타납니다.',
    empty_filtered: '조건에 맞는 메시지가 없습니다',
    empty_filtered_hint: '받는 사람이나 종류를 바꿔 보세요.',
    load_failed: '메일함을 불러오지 못했습니다',
    unavailable: '데모 모드에서만 볼 수 있는 화면입니다',
    unavailable_hint: '이 서버는 메일과 문자를 실제로 보내므로 메일함을 제공하지 않습니다.',
    pagination: '메일함 페이지',
  },
};

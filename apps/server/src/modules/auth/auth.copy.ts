/** Product copy of sign-in: the bell's line to a company's admins when one of its accounts is locked (decision 0028). */
export function accountLockedNotice(name: string, minutes: number): string {
  return `${name} 님의 계정에 비밀번호가 여러 번 잘못 입력되어 ${minutes}분 동안 로그인을 막았습니다. 본인이 시도한 것이 아니라면 비밀번호를 바꾸도록 안내해 주세요.`;
}

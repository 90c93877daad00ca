import { describe, expect, it } from 'vitest';
import { sanitizeNewsroomHtml, sanitizeRichText } from './rich-text.js';

const LINK_ATTRS = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('sanitizeRichText', () => {
  it('keeps the editor subset as it is', () => {
    const html =
      '<h2>주요 업무</h2><p>결제 <strong>API</strong> <b>설계</b>, <em>운영</em> <i>개선</i> <u>밑줄</u> <s>취소</s><br />다음 줄</p>' +
      '<h3>팀</h3><h4>소개</h4><blockquote>인용</blockquote><ol><li>하나</li><li>둘</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps nested lists', () => {
    const html = '<ul><li>경력<ul><li>Java 3년 이상</li><li>Spring<ol><li>Boot</li></ol></li></ul></li><li>협업</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['a script and its text', '<p>소개</p><script>alert(1)</script>', '<p>소개</p>'],
    ['a style element and its text', '<style>p { color: red }</style><p>소개</p>', '<p>소개</p>'],
    ['an iframe and its text', '<iframe src="https://evil.test">안쪽</iframe><p>소개</p>', '<p>소개</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"></circle></svg><p>소개</p>', '<p>소개</p>'],
    ['an image with onerror', '<p>소개<img src=x onerror="alert(1)"></p>', '<p>소개</p>'],
    ['event handlers', '<p onclick="steal()" onmouseover="steal()">소개</p>', '<p>소개</p>'],
    ['style and class attributes', '<p style="background:url(javascript:alert(1))" class="x" id="y">소개</p>', '<p>소개</p>'],
    ['unknown tags, their text kept', '<div><span>소개</span><font color="red">글</font></div>', '소개글'],
    ['forms and objects', '<form action="https://evil.test"><input value="x"><button>보내기</button></form><object data="x"></object>', '보내기'],
    ['an unclosed tag, closed', '<p>소개 <strong>굵게', '<p>소개 <strong>굵게</strong></p>'],
    ['a malformed script split across tags', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['an unterminated tag', '<p>소개</p><img src=x onerror=alert(1)', '<p>소개</p>'],
  ])('drops %s', (_, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case JaVaScRiPt:', 'JaVaScRiPt:alert(1)'],
    ['entity-encoded', 'jav&#x61;script:alert(1)'],
    ['decimal entities', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    ['whitespace before it', '  javascript:alert(1)'],
    ['a tab and a newline inside', 'java\tscr\nipt:alert(1)'],
    ['a data: URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.test/x'],
  ])('removes a %s link target, keeping the text', (_, href) => {
    expect(sanitizeRichText(`<a href="${href}">링크</a>`)).toBe(`<a ${LINK_ATTRS}>링크</a>`);
  });

  it.each(['https://careers.example.co.kr/jobs?id=1&amp;src=jp', 'http://example.com', 'mailto:hr@example.co.kr'])(
    'keeps %s, forced to open apart with no referrer',
    (href) => {
      expect(sanitizeRichText(`<a href="${href}" target="_self" rel="opener" onclick="x()" title="t">링크</a>`)).toBe(
        `<a href="${href}" ${LINK_ATTRS}>링크</a>`,
      );
    },
  );

  it('is stable: sanitising twice changes nothing more', () => {
    const once = sanitizeRichText('<p>a <a href="https://x.test" target="_self">b</a><script>c</script></p><ul><li>d');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

const NEWS_LINK_ATTRS = 'rel="noopener noreferrer" target="_blank"';
const OWN_IMAGE = '/files/0123456789abcdef0123456789abcdef/large.webp';

describe('sanitizeNewsroomHtml', () => {
  it('keeps the text subset, and images from our files or https with their alt', () => {
    const html =
      '<h2>신제품 출시</h2><p>누리클라우드가 <strong>새 서비스</strong>를 <em>공개</em>했습니다.</p>' +
      `<p><img src="${OWN_IMAGE}" alt="행사 사진" /></p><img src="https://cdn.example.co.kr/a.png" alt="" />` +
      '<blockquote>인용</blockquote><ul><li>하나</li></ul><h3>팀</h3><h4>소개</h4><p><u>밑줄</u> <s>취소</s></p>';
    expect(sanitizeNewsroomHtml(html)).toBe(html);
  });

  it('gives links rel="noopener noreferrer" and target=_blank, whatever came in', () => {
    expect(sanitizeNewsroomHtml('<a href="https://nuri.example.co.kr" target="_self" rel="opener" onclick="x()">홈</a>')).toBe(
      `<a href="https://nuri.example.co.kr" ${NEWS_LINK_ATTRS}>홈</a>`,
    );
    expect(sanitizeNewsroomHtml('<a href="mailto:pr@example.co.kr">메일</a>')).toBe(`<a href="mailto:pr@example.co.kr" ${NEWS_LINK_ATTRS}>메일</a>`);
  });

  it.each([
    ['a relative source', '<p>소개<img src=x onerror="alert(1)"></p>', '<p>소개</p>'],
    ['a data: source', '<img src="data:image/png;base64,AAAA" alt="a">', ''],
    ['a javascript: source', '<img src="javascript:alert(1)">', ''],
    ['an encoded javascript: source', '<img src="jav&#x61;script:alert(1)">', ''],
    ['an http source', '<img src="http://evil.test/a.png">', ''],
    ['a protocol-relative source', '<img src="//evil.test/a.png">', ''],
    ['a path outside our files', '<img src="/files/../../etc/passwd">', ''],
    ['another path of ours', '<img src="/api/v3/csrf">', ''],
    ['no source at all', '<img alt="사진">글', '글'],
  ])('drops an image with %s', (_, html, expected) => {
    expect(sanitizeNewsroomHtml(html)).toBe(expected);
  });

  it.each([
    ['a script', '<p>소개</p><script>alert(1)</script>', '<p>소개</p>'],
    ['an iframe', '<iframe src="https://evil.test">안쪽</iframe><p>소개</p>', '<p>소개</p>'],
    ['a form', '<form action="https://evil.test"><input value="x"><button>보내기</button></form>', '보내기'],
    [
      'event handlers and style',
      `<p onclick="x()" style="width:expression(alert(1))">글<img src="${OWN_IMAGE}" onerror="x()" style="a" width="9"></p>`,
      `<p>글<img src="${OWN_IMAGE}" /></p>`,
    ],
    ['a javascript: link target', '<a href="javascript:alert(1)">링크</a>', `<a ${NEWS_LINK_ATTRS}>링크</a>`],
    ['a data: link target', '<a href="data:text/html,x">링크</a>', `<a ${NEWS_LINK_ATTRS}>링크</a>`],
    ['an svg', '<svg onload="alert(1)"></svg><p>소개</p>', '<p>소개</p>'],
  ])('drops %s', (_, html, expected) => {
    expect(sanitizeNewsroomHtml(html)).toBe(expected);
  });

  it('escapes an alt that tries to close the attribute', () => {
    expect(sanitizeNewsroomHtml(`<img src="${OWN_IMAGE}" alt='" onerror="x'>`)).toBe(`<img src="${OWN_IMAGE}" alt="&quot; onerror=&quot;x" />`);
  });

  it('leaves the posting subset as it was: no images in a job posting', () => {
    expect(sanitizeRichText(`<p>소개<img src="${OWN_IMAGE}" alt="a"></p>`)).toBe('<p>소개</p>');
  });

  it('is stable: sanitising twice changes nothing more', () => {
    const once = sanitizeNewsroomHtml(`<p>a <a href="https://x.test">b</a><img src="${OWN_IMAGE}" alt="c" onerror="d"><script>e</script></p>`);
    expect(sanitizeNewsroomHtml(once)).toBe(once);
  });
});

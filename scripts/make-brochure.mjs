// Writes the talent pool's business-consulting brochure (spec §3 "business-consulting modal with pdf link"):
// apps/web/public/brochures/talent-pool-business.pdf, served with the web's static files. The PDF is
// committed, so `npm start` needs nothing; run this again (node scripts/make-brochure.mjs) after editing the
// text below. The Noto CJK font is embedded (subset to the glyphs used) so Hangul shows in any viewer.
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const output = path.join(root, 'apps/web/public/brochures/talent-pool-business.pdf');

const FONT_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto-cjk'];
function font(file) {
  const found = FONT_DIRS.map((dir) => path.join(dir, file)).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${file} not found in ${FONT_DIRS.join(', ')}: install fonts-noto-cjk`);
  return found;
}

const BRAND = '#1f6f50';
const INK = '#1d2327';
const MUTED = '#4a5358';

const SECTIONS = [
  {
    title: '인재 검색',
    lines: [
      '직무, 경력, 학력, 희망연봉, 키워드로 구직자의 이력서를 검색합니다.',
      '자주 쓰는 조건은 검색 조건으로 저장하고, 새로 맞는 인재가 생기면 알려 드립니다.',
    ],
  },
  {
    title: '포지션 제안',
    lines: [
      '이력서를 검토한 뒤 채용 프로젝트에 인재를 담고 포지션 제안을 보냅니다.',
      '제안 수락 여부는 알림톡으로, 받을 수 없으면 문자(SMS)로 알려 드립니다.',
      '인재가 제안을 수락하면 연락처가 공개됩니다.',
    ],
  },
  {
    title: '채용 프로젝트 관리',
    lines: [
      '프로젝트마다 미제안, 제안함, 응답함, 채용 완료 단계로 후보자를 관리합니다.',
      '제안·성공 관리 화면에서 월별 제안 수와 응답률을 확인합니다.',
    ],
  },
];

const PLANS = [
  ['베타 (정식 출시 전)', '인재 검색과 포지션 제안 무료'],
  ['성과형 채용', '채용이 확정된 인재에 대해서만 수수료'],
  ['구독형 채용', '기간 동안 제안 수 제한 없이 이용'],
];

mkdirSync(path.dirname(output), { recursive: true });
const doc = new PDFDocument({
  size: 'A4',
  margin: 56,
  // A fixed date keeps the file identical from one run to the next.
  info: { Title: '인재풀 비즈니스 서비스 소개서', Author: 'Partners Console', CreationDate: new Date('2026-01-01T00:00:00Z') },
  lang: 'ko-KR',
});
doc.registerFont('regular', font('NotoSansCJK-Regular.ttc'), 'NotoSansCJKkr-Regular');
doc.registerFont('bold', font('NotoSansCJK-Bold.ttc'), 'NotoSansCJKkr-Bold');
const file = createWriteStream(output);
file.on('finish', () => console.log(`Wrote ${path.relative(root, output)}`));
doc.pipe(file);

const width = doc.page.width - 112;
doc.rect(0, 0, doc.page.width, 150).fill(BRAND);
doc.fillColor('#ffffff').font('bold').fontSize(12).text('Partners Console · 인재풀', 56, 48);
doc.font('bold').fontSize(26).text('인재풀 비즈니스 서비스 소개서', 56, 72);
doc.font('regular').fontSize(12).text('좋은 인재를 먼저 찾고, 먼저 제안하세요.', 56, 110);

// One sentence a line: pdfkit breaks Korean lines between any two syllables, even inside a word.
doc.fillColor(INK).font('regular').fontSize(11);
doc.text('인재풀은 기업이 구직자의 이력서를 직접 검색하고 포지션을 제안하는 채용 서비스입니다.', 56, 186, { width, lineGap: 4 });
doc.text('공고를 올리고 지원을 기다리는 대신, 회사에 맞는 인재에게 먼저 다가갈 수 있습니다.', { width, lineGap: 4 });

for (const section of SECTIONS) {
  doc.moveDown(1.4);
  doc.fillColor(BRAND).font('bold').fontSize(15).text(section.title, { width });
  doc.moveDown(0.3);
  doc.fillColor(INK).font('regular').fontSize(11);
  for (const line of section.lines) doc.text(`•  ${line}`, { width, lineGap: 3, indent: 4 });
}

doc.moveDown(1.4);
doc.fillColor(BRAND).font('bold').fontSize(15).text('이용 방식', { width });
doc.moveDown(0.5);
for (const [plan, description] of PLANS) {
  const y = doc.y;
  doc.fillColor(INK).font('bold').fontSize(11).text(plan, 56, y, { width: 170 });
  doc
    .fillColor(MUTED)
    .font('regular')
    .fontSize(11)
    .text(description, 236, y, { width: width - 180 });
  doc.moveDown(0.5);
}

doc.moveDown(1.5);
doc.x = 56;
doc.roundedRect(56, doc.y, width, 70, 8).fill('#eef6f2');
const boxY = doc.y + 16;
doc
  .fillColor(INK)
  .font('bold')
  .fontSize(12)
  .text('비즈니스 상담 신청', 72, boxY, { width: width - 32 });
doc
  .fillColor(MUTED)
  .font('regular')
  .fontSize(10.5)
  .text('인재 검색 화면의 [비즈니스 상담]에서 신청해 주세요. 영업일 기준 3일 이내에 담당자가 연락드립니다.', 72, boxY + 20, {
    width: width - 32,
  });

doc.end();

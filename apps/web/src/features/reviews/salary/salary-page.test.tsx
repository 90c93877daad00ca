import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { makeOfficial, serveReviews } from '../../../test/reviews-test-server';
import { renderReviews } from '../test/render-reviews';

beforeAll(() => loadMessageSection('reviews'));
afterEach(() => errorModalStore.close());

const PATH = '/partners/salary_managements';
const rows = [
  { occupation: { id: 11, name: '백엔드 개발' }, year: 2026, report_count: 24, average: 6850, p25: 5400, median: 6600, p75: 12000 },
  { occupation: { id: 21, name: 'UX 디자인' }, year: 2025, report_count: 2, average: null, p25: null, median: null, p75: null },
];

describe('salary information (spec §2 /salary_managements)', () => {
  it('shows the figures in 만/억 and 표본 부족 where there are too few reports', async () => {
    serveReviews({ salaryRows: rows });
    renderReviews(PATH);
    const table = await screen.findByRole('table', { name: '직무·연도별 연봉' });
    const backend = within(table).getByRole('row', { name: /백엔드 개발/ });
    expect(backend).toHaveTextContent('2026년24건6,850만원5,400만원6,600만원1억 2,000만원');
    const design = within(table).getByRole('row', { name: /UX 디자인/ });
    expect(within(design).getAllByText('표본 부족')).toHaveLength(4);
  });

  it('occupation and year filters go to the URL and the query', async () => {
    const { calls } = serveReviews({ salaryRows: rows });
    const { user, router } = renderReviews(PATH);
    await screen.findByRole('table', { name: '직무·연도별 연봉' });
    await user.click(screen.getByRole('combobox', { name: '연도' }));
    await user.click(await screen.findByRole('option', { name: '2025년' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2025'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v5/partners/salaries?year=2025'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /백엔드 개발/ })).not.toBeInTheDocument());
  }, 20_000);

  it('adds an official salary: occupation level 1 then 2, year, amount in 만원 with the won display', async () => {
    const { state, calls } = serveReviews({ salaryRows: rows });
    const { user } = renderReviews(PATH);
    await user.click(await screen.findByRole('button', { name: '공식 연봉 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '공식 연봉 등록' });
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('직무를 선택해 주세요')).toBeInTheDocument();
    expect(within(dialog).getByText('연도를 선택해 주세요')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '직무 대분류' }));
    await user.click(await screen.findByRole('option', { name: '개발' }));
    await user.click(within(dialog).getByRole('combobox', { name: '직무 소분류' }));
    await user.click(await screen.findByRole('option', { name: '프론트엔드 개발' }));
    await user.click(within(dialog).getByRole('combobox', { name: '연도' }));
    await user.click(await screen.findByRole('option', { name: '2026년' }));
    await user.type(within(dialog).getByRole('textbox', { name: '평균 연봉 (만원)' }), '12500');
    expect(within(dialog).getByText('1억 2,500만원')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '비고' }), '성과급 제외');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ occupation_id: 12, year: 2026, amount: 12500, note: '성과급 제외' });
    const official = await screen.findByRole('table', { name: '기업 공식 연봉 목록' });
    expect(within(official).getByRole('row', { name: /프론트엔드 개발/ })).toHaveTextContent('1억 2,500만원');
    expect(state.official).toHaveLength(1);
  }, 30_000);

  it('deleting an official salary asks first', async () => {
    const { state } = serveReviews({ salaryRows: rows, official: [makeOfficial(4, { note: '신입 기준' })] });
    const { user } = renderReviews(PATH);
    await user.click(await screen.findByRole('button', { name: '백엔드 개발 2026년 공식 연봉 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '공식 연봉 삭제' });
    expect(within(dialog).getByText('백엔드 개발 2026년 공식 연봉을 삭제할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('등록한 공식 연봉이 없습니다')).toBeInTheDocument();
    expect(state.official).toHaveLength(0);
  }, 20_000);

  it('without can_publish: the notice, no add, edit or delete, the list still shown', async () => {
    serveReviews({ salaryRows: rows, official: [makeOfficial(4)], branding: false });
    renderReviews(PATH, { privilege_master_code: 'basic' });
    expect(await screen.findByText('공식 연봉 공개는 브랜딩 상품 이용 기업이 쓸 수 있는 기능입니다')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '공식 연봉 등록' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /공식 연봉 삭제/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: '기업 공식 연봉 목록' })).toHaveTextContent('6,200만원');
  });

  it('shows the empty state and the failed state', async () => {
    let failing = true;
    serveReviews({ fail: () => (failing ? contractError('bad_request') : null) });
    const { user } = renderReviews(PATH);
    expect(screen.getByRole('status', { name: '연봉 정보를 불러오는 중' })).toBeInTheDocument();
    expect(await screen.findByText('연봉 정보를 불러오지 못했습니다')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('연봉 제보가 없습니다')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalaryAnalysisCreateBody } from '@partners/contract';
import { loadMessageSection } from '../../i18n';
import { answer, contractError, type RecordedCall } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { serveSalaryAnalysis } from '../../test/salary-analysis-test-server';
import { renderRoutes } from '../../test/render';
import { SalaryAnalysisPage } from './salary-analysis-page';

beforeAll(() => loadMessageSection('salaryAnalysis'));

const PATH = '/partners/salary_analysis';

function renderForm() {
  const view = renderRoutes(
    [
      { path: PATH, Component: SalaryAnalysisPage },
      { path: '/partners/payment_managements', element: <h1>결제 관리</h1> },
    ],
    { path: `${PATH}?status=create` },
  );
  return { ...view, user: userEvent.setup() };
}

const creates = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/v5/partners/salary_analyses').map((c) => c.body as SalaryAnalysisCreateBody);

async function pick(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /경력 \(년\)/ }), '5');
  await user.type(screen.getByRole('textbox', { name: /후보자 희망 연봉/ }), '6500');
  await pick(user, /기업 규모/, '중견기업');
}

describe('salary analysis request form (spec §3 status=create)', { timeout: 30_000 }, () => {
  it('starts from the form call’s defaults (development 11600, IT/web/telecom 700) and shows the tickets left and the pre-tax hint', async () => {
    serveSalaryAnalysis({ tickets: 3 });
    renderForm();
    expect(await screen.findByTestId('ticket-count')).toHaveTextContent('남은 이용권 3회');
    expect(screen.getByRole('combobox', { name: /직무 \(대분류\)/ })).toHaveValue('개발');
    expect(screen.getByRole('combobox', { name: /산업 \(대분류\)/ })).toHaveValue('IT/웹/통신');
    expect(screen.getByRole('combobox', { name: '직무 (소분류)' })).toHaveAttribute('placeholder', '개발 전체');
    expect(screen.getByText('연봉은 세전 금액으로 입력하는 것을 권장합니다.')).toBeInTheDocument();
    expect(screen.queryByText('남은 연봉 분석 이용권이 없습니다')).toBeNull();
    expect(screen.getByRole('link', { name: '분석 요청' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '분석 리포트 목록' })).toHaveAttribute('href', `${PATH}?status=list`);
  });

  it('reads each amount in 만원 as 만/억 beside the field, while typing', async () => {
    serveSalaryAnalysis();
    const { user } = renderForm();
    const hope = await screen.findByRole('textbox', { name: /후보자 희망 연봉/ });
    await user.type(hope, '12000');
    expect(hope).toHaveValue('12,000');
    expect(screen.getByTestId('hopeSalary-reading')).toHaveTextContent('1억 2,000만원');
    await user.type(screen.getByRole('textbox', { name: '직전 연봉 (선택)' }), '4500');
    expect(screen.getByTestId('preSalary-reading')).toHaveTextContent('4,500만원');
    // The reading is the field's description, read out with it.
    expect(hope).toHaveAccessibleDescription(expect.stringContaining('1억 2,000만원') as string);
  });

  it('checks the required fields and the contract’s limits before sending anything, and focuses the first error', async () => {
    const { calls } = serveSalaryAnalysis();
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: '분석 요청' }));
    expect(await screen.findAllByText('필수 항목입니다')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /경력 \(년\)/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /경력 \(년\)/ }), '31');
    await user.type(screen.getByRole('textbox', { name: /후보자 희망 연봉/ }), '500');
    await user.type(screen.getByRole('textbox', { name: '제안 예정 연봉 (선택)' }), '100001');
    await user.click(screen.getByRole('button', { name: '분석 요청' }));
    expect(await screen.findByText('0~30년 사이로 입력해 주세요')).toBeInTheDocument();
    expect(screen.getAllByText('1,000만원 ~ 10억원 사이로 입력해 주세요')).toHaveLength(2);
    expect(creates(calls)).toHaveLength(0);
  });

  it('sends one request for a double click, with one idempotency key, then shows the list with a notice', async () => {
    const { calls, state } = serveSalaryAnalysis({ tickets: 2 });
    const { user, router } = renderForm();
    await screen.findByTestId('ticket-count');
    await pick(user, '직무 (소분류)', '백엔드 개발');
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: '직전 연봉 (선택)' }), '5200');
    await user.type(screen.getByRole('textbox', { name: '직전 회사 (선택)' }), '새싹랩');
    await user.dblClick(screen.getByRole('button', { name: '분석 요청' }));

    expect(await screen.findByText('연봉 분석을 요청했습니다')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=list');
    const sent = creates(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      occupationLevel1: 11600,
      occupationLevel2: 11610,
      experienceYear: 5,
      hopeSalary: 6500,
      preSalary: 5200,
      preCompany: { id: null, name: '새싹랩' },
      industryLevel1: 700,
      industryLevel2: null,
      companySize: 'mid',
      proposeSalary: null,
    });
    expect(sent[0]?.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(state.tickets).toBe(1);
    expect(state.analyses).toHaveLength(1);
    expect(await screen.findByRole('table', { name: '연봉 분석 리포트' })).toBeInTheDocument();
  });

  it('takes the previous company from the autocomplete (its id) or as typed', async () => {
    const { calls } = serveSalaryAnalysis();
    const { user } = renderForm();
    await screen.findByTestId('ticket-count');
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: '직전 회사 (선택)' }), '한빛');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/autocomplete/company_names.json'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: '한빛소프트 | IT/웹/통신' }, { timeout: 3_000 }));
    expect(screen.getByRole('textbox', { name: '직전 회사 (선택)' })).toHaveValue('한빛소프트');
    expect(screen.getByText('플랫폼에 등록된 회사로 선택됨')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '분석 요청' }));
    await screen.findByText('연봉 분석을 요청했습니다', {}, { timeout: 5_000 });
    expect(creates(calls)[0]?.preCompany).toEqual({ id: 42, name: '한빛소프트' });
  });

  it('explains a reservation: not enough data yet, no ticket used, an e-mail when ready', async () => {
    const { state } = serveSalaryAnalysis({ tickets: 1, isThin: () => true });
    const { user } = renderForm();
    await screen.findByTestId('ticket-count');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '분석 요청' }));
    expect(await screen.findByText('연봉 분석이 예약되었습니다')).toBeInTheDocument();
    expect(
      screen.getByText(
        /연봉 데이터가 아직 충분하지 않습니다\(최소 30건\)\. 이용권은 사용되지 않았으며, 데이터가 모이면 분석한 뒤 이메일로 알려 드립니다/,
      ),
    ).toBeInTheDocument();
    expect(state.tickets).toBe(1);
  });

  it('with no ticket left says so with a way to payment, and shows the server’s 402 on the page, not in a modal', async () => {
    serveSalaryAnalysis({ tickets: 0 });
    const { user } = renderForm();
    expect(await screen.findByText('남은 연봉 분석 이용권이 없습니다')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-count')).toHaveTextContent('남은 이용권 0회');
    expect(screen.getByRole('link', { name: '결제 관리로 이동' })).toHaveAttribute('href', '/partners/payment_managements');

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '분석 요청' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('남은 연봉 분석 이용권이 없습니다')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '결제 관리로 이동' })).toHaveAttribute('href', '/partners/payment_managements');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the server’s 400 on its field', async () => {
    serveSalaryAnalysis();
    server.use(answer('salaryAnalyses.create', () => contractError('salary_analysis.industry_unknown', undefined, { field: 'body.industryLevel1' })));
    const { user } = renderForm();
    await screen.findByTestId('ticket-count');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '분석 요청' }));
    expect(await screen.findByText('선택한 산업을 찾을 수 없습니다. 산업을 다시 선택해 주세요')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /산업 \(대분류\)/ })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: /산업 \(대분류\)/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

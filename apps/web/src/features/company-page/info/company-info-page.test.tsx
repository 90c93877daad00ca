import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { contractError } from '../../../test/contract-handlers';
import { serveCompanyPage } from '../../../test/company-page-test-server';
import { renderCompanyPage } from '../test-render';

beforeAll(() => loadMessageSection('companyPage'));
afterEach(() => {
  errorModalStore.close();
});

const PATH = '/partners/business_managements/info';

describe('company info (spec §2 /business_managements/info)', { timeout: 30_000 }, () => {
  it('checks the fields with the contract schema before saving and sends nothing while one is wrong', async () => {
    const { calls } = serveCompanyPage();
    const { user } = renderCompanyPage(PATH);
    const name = await screen.findByRole('textbox', { name: /기업명/ });
    await user.clear(name);
    const homepage = screen.getByRole('textbox', { name: '홈페이지' });
    await user.clear(homepage);
    await user.type(homepage, 'nuricloud');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('필수 입력 항목입니다')).toBeInTheDocument();
    expect(screen.getByText('http:// 또는 https://로 시작하는 주소를 입력해 주세요')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's 400 field error on its field", async () => {
    serveCompanyPage({
      fail: (call) => (call.method === 'PUT' ? contractError('bad_request', '대표자 이름을 확인해 주세요', { field: 'body.representative' }) : null),
    });
    const { user } = renderCompanyPage(PATH);
    await user.click(await screen.findByRole('button', { name: '저장' }));
    const field = screen.getByRole('textbox', { name: '대표자' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('대표자 이름을 확인해 주세요'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the form as the contract body, and the level 2 industry follows level 1', async () => {
    const { calls, state } = serveCompanyPage();
    const { user } = renderCompanyPage(PATH);
    await user.click(await screen.findByRole('combobox', { name: /산업 \(대분류\)/ }));
    await user.click(await screen.findByRole('option', { name: '제조/화학' }));
    expect(screen.getByRole('combobox', { name: /산업 \(소분류\)/ })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: /산업 \(소분류\)/ }));
    await user.click(await screen.findByRole('option', { name: '식품' }));
    expect(screen.getByText('저장하지 않은 변경 사항이 있습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('기업 정보를 저장했습니다')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: '누리클라우드',
      industry_id: 801,
      size: 'mid',
      founded_year: 2012,
      benefit_tags: ['재택근무', '점심 제공'],
    });
    expect(state.company.industry.level2.name).toBe('식품');
    expect(screen.getByText('모든 변경 사항이 저장되었습니다')).toBeInTheDocument();
  });

  it('the preview shows the public page and follows the form as it changes', async () => {
    serveCompanyPage();
    const { user } = renderCompanyPage(PATH);
    const preview = await screen.findByRole('region', { name: '기업 페이지 미리보기' });
    expect(within(preview).getByTestId('preview-facts')).toHaveTextContent('솔루션/SI/ERP · 중견기업 · 2012년 설립');
    expect(within(preview).getByRole('img', { name: '기업 리뷰 평점 3.8점, 리뷰 1,234개' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: '기업 페이지 보기' })).toHaveAttribute('href', 'https://www.jobplanet.co.kr/companies/42');

    const name = screen.getByRole('textbox', { name: /기업명/ });
    await user.clear(name);
    await user.type(name, '누리클라우드 코리아');
    expect(within(preview).getByTestId('preview-name')).toHaveTextContent('누리클라우드 코리아');
    const intro = screen.getByRole('textbox', { name: '기업 소개' });
    await user.clear(intro);
    await user.type(intro, '우리는 클라우드를 만듭니다');
    expect(within(preview).getByTestId('preview-introduction')).toHaveTextContent('우리는 클라우드를 만듭니다');
    expect(screen.getByText(/^14\/2000$/)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '복리후생 태그' }), '유연근무{Enter}');
    expect(within(within(preview).getByRole('list', { name: '복리후생' })).getByText('유연근무')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    serveCompanyPage({ fail: () => HttpResponse.error() });
    renderCompanyPage(PATH);
    expect(await screen.findByText('정보를 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

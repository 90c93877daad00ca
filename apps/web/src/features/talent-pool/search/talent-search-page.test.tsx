import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type EndpointReply, type TalentSearchResponse } from '@partners/contract';
import { answer, calls } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import { renderRoutes } from '../../../test/render';
import { TalentPoolHiringContext, type SelectionActionsSlotProps, type TalentPoolHiringSlots } from '../hiring-slots';
import { TalentSearchPage } from './talent-search-page';
import { makeSeeker, searchResponse } from '../test/search-response';
import { rememberOpenedResult, representativeIds } from './search-session';

const META: EndpointReply<'talent.metaInfo'> = {
  code: 200,
  data: {
    occupation1: [{ id: 11600, name: '개발' }],
    occupation2: [
      { id: 11610, name: '프론트엔드 개발자', parent_id: 11600 },
      { id: 11620, name: '백엔드 개발자', parent_id: 11600 },
    ],
    display_order_bys: ['ranking', 'updated_at', 'job_intention_updated_at', 'score'],
  },
};

function setup(path: string, response: TalentSearchResponse = searchResponse([makeSeeker()], 1234), slots: TalentPoolHiringSlots = {}) {
  server.use(
    answer('talent.search', () => response),
    answer('talent.metaInfo', () => META),
    answer('talent.logEvent', () => ({ code: 200, data: { recorded: true } })),
  );
  const view = renderRoutes(
    [
      {
        path: '/partners/job_seekers/search/:tab/:page',
        element: (
          <TalentPoolHiringContext.Provider value={slots}>
            <TalentSearchPage />
          </TalentPoolHiringContext.Provider>
        ),
      },
      { path: '/partners/job_seekers/profile/:enc', element: <p>profile</p> },
    ],
    { path },
  );
  /** The query string of the latest search call. */
  const lastSearch = () => {
    const url = calls.filter((call) => call.url.startsWith(ENDPOINTS['talent.search'].path)).at(-1)?.url ?? '';
    return new URL(url, 'http://localhost').searchParams;
  };
  const searches = () => calls.filter((call) => call.url.startsWith(ENDPOINTS['talent.search'].path));
  const events = () => calls.filter((call) => call.url === ENDPOINTS['talent.logEvent'].path).map((call) => call.body);
  return { ...view, lastSearch, searches, events, user: userEvent.setup() };
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

const REQUEST_ID = searchResponse([], 0).data.search_result.meta.search_request_id;

describe('talent search analytics (spec §5, §7 log_event, §9)', () => {
  it('applying keywords records search with them, e-mail-like text redacted, on the results shown', async () => {
    const { events, user } = setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('button', { name: '키워드' }));
    const dialog = await screen.findByRole('dialog', { name: '키워드' });
    await user.type(within(dialog).getByRole('textbox', { name: '포함할 키워드' }), 'react{Enter}hr.kim@nuri.co.kr{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]).toEqual({
      event: 'search',
      text: 'react [email]',
      search_request_id: REQUEST_ID,
      search_session_id: window.sessionStorage.getItem('talent_search_session_id'),
      ab_test: 'a',
      rep_s_ids: ['Ab3dE5gH7jK9'],
      rep_c_ids: [],
    });
  });

  it('events carry the page shown as rep_s_ids and the profiles opened from it as rep_c_ids (decision 0033)', async () => {
    const page = [makeSeeker({ enc: 'Ab3dE5gH7jK9' }), makeSeeker({ enc: 'Zy8xW6vU4tS2' }), makeSeeker({ enc: 'Qr5pO3nM1lK0' })];
    window.sessionStorage.setItem('talent_search_rep_ids', JSON.stringify({ rep_s_ids: ['Zy8xW6vU4tS2', 'Qr5pO3nM1lK0'], rep_c_ids: [] }));
    rememberOpenedResult('Qr5pO3nM1lK0');
    const { events, user } = setup('/partners/job_seekers/search/index/1', searchResponse(page, 3));
    await screen.findByRole('list', { name: '검색 결과' });
    // The new page replaces the one before, with nothing of it opened yet.
    await waitFor(() => expect(representativeIds()).toEqual({ rep_s_ids: page.map((p) => p.enc), rep_c_ids: [] }));
    rememberOpenedResult('Zy8xW6vU4tS2');
    rememberOpenedResult('Zy8xW6vU4tS2');
    rememberOpenedResult('NotOnThePage1');
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    await user.click(await screen.findByRole('option', { name: '신규 등록순' }));
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]).toMatchObject({ event: 'change_sort', rep_s_ids: page.map((p) => p.enc), rep_c_ids: ['Zy8xW6vU4tS2'] });
  });

  it('the results have a heading of their own between the page’s and the cards’ (heading order)', async () => {
    setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과' })).toBeInTheDocument();
  });

  it('a filter without keywords records search without text', async () => {
    const { events, user } = setup('/partners/job_seekers/search/index/2?byear=1990;1995');
    await user.click(await screen.findByRole('button', { name: '출생연도 조건 삭제' }));
    await waitFor(() => expect(events()).toEqual([expect.objectContaining({ event: 'search' })]));
    expect(events()[0]).not.toHaveProperty('text');
  });

  it('paging records change_page with the page, sorting change_sort with the order', async () => {
    const { events, user } = setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(events()).toEqual([expect.objectContaining({ event: 'change_page', position: 2, search_request_id: REQUEST_ID })]));
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    await user.click(await screen.findByRole('option', { name: '신규 등록순' }));
    await waitFor(() => expect(events()).toHaveLength(2));
    expect(events()[1]).toMatchObject({ event: 'change_sort', text: 'job_intention_updated_at' });
  });

  it('전체 초기화 and the empty result’s reset both record clear_filters', async () => {
    const first = setup('/partners/job_seekers/search/index/1?gen=female');
    await first.user.click(await screen.findByRole('button', { name: '전체 초기화' }));
    await waitFor(() => expect(first.events()).toEqual([expect.objectContaining({ event: 'clear_filters' })]));
    first.unmount();
    calls.length = 0;
    const second = setup('/partners/job_seekers/search/index/1?gen=male', searchResponse([], 0));
    await second.user.click(await screen.findByRole('button', { name: '검색 조건 초기화' }));
    await waitFor(() => expect(second.events()).toEqual([expect.objectContaining({ event: 'clear_filters' })]));
  });

  it('the A/B group the first answer names is sent back with the session’s later searches', async () => {
    const { lastSearch, searches, user } = setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    expect(lastSearch().has('ab_test')).toBe(false);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(lastSearch().get('ab_test')).toBe('a');
    expect(lastSearch().get('page')).toBe('2');
  });

  it('a search seen again within 6 s comes from the cache; after 6 s it is asked again (short cache tier)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-20T09:00:00+09:00').getTime();
    vi.setSystemTime(start);
    const { router, searches } = setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    const leaveAndReturn = async () => {
      await router.navigate('/partners/job_seekers/profile/Ab3dE5gH7jK9');
      await screen.findByText('profile');
      await router.navigate('/partners/job_seekers/search/index/1');
      await screen.findByRole('list', { name: '검색 결과' });
    };
    vi.setSystemTime(start + 5_000);
    await leaveAndReturn();
    expect(searches()).toHaveLength(1);
    vi.setSystemTime(start + 6_500);
    await leaveAndReturn();
    await waitFor(() => expect(searches()).toHaveLength(2));
  });
});

describe('talent search page', () => {
  it('renders each result with what a recruiter judges at a glance, linking to the profile', async () => {
    setup('/partners/job_seekers/search/index/1');
    const results = await screen.findByRole('list', { name: '검색 결과' });
    const card = within(results).getByRole('link');
    expect(card).toHaveAttribute('href', '/partners/job_seekers/profile/Ab3dE5gH7jK9');
    expect(card).toHaveTextContent('프론트엔드 개발자 · 5년차 · 1992년생 · 학사 졸업 · 컴퓨터공학과');
    expect(card).toHaveTextContent('잡플래닛 · 선임 · 2021.03~재직 중 (3년 2개월) 외 2건');
    expect(card).toHaveTextContent('희망연봉 4,500만원');
    expect(card).toHaveTextContent('업데이트 2024.05.02');
    expect(within(card).getByText('인증 배지')).toBeInTheDocument();
    expect(within(card).getByText('적극 구직 중')).toBeInTheDocument();
    const marks = card.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['React', 'React']);
    // The skills are a named list; the one the keywords hit is set apart (the yellow chip) and marked.
    const skills = within(card).getByRole('list', { name: '보유 기술' });
    const items = within(skills).getAllByRole('listitem');
    expect(items.map((item) => [item.textContent, item.hasAttribute('data-hit')])).toEqual([
      ['React', true],
      ['Node.js', false],
    ]);
    expect(items[0]?.querySelector('mark')).toHaveTextContent('React');
    expect(screen.getByText('검색 결과 1,234명')).toBeInTheDocument();
  });

  it('a desired salary of null shows 회사 내규에 따름', async () => {
    setup('/partners/job_seekers/search/index/1', searchResponse([makeSeeker({ desired_salary: null })], 1));
    expect(await screen.findByText('희망연봉 회사 내규에 따름')).toBeInTheDocument();
  });

  it('sends the pool of the tab, the page from the path and a search session id', async () => {
    const { lastSearch } = setup('/partners/job_seekers/search/company/2');
    await screen.findByRole('list', { name: '검색 결과' });
    expect(lastSearch().get('pool')).toBe('company_pool');
    expect(lastSearch().get('page')).toBe('2');
    expect(lastSearch().get('search_session_id')).toBe(window.sessionStorage.getItem('talent_search_session_id'));
  });

  it('opened from a saved search alert: the new people only, said so, until 전체 결과 보기', async () => {
    const encs = 'Ab3dE5gH7jK9,Zx8wV6uT4sR2';
    const { lastSearch, router, user } = setup(`/partners/job_seekers/search/index/1?query=react&job_seeker_ids=${encs}`);
    await waitFor(() => expect(lastSearch().get('job_seeker_ids')).toBe(encs));
    expect(await screen.findByText(/알림에서 열린 새 인재 2명만 보고 있습니다/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '전체 결과 보기' }));
    await waitFor(() => expect(lastSearch().has('job_seeker_ids')).toBe(false));
    expect(lastSearch().get('query')).toBe('react');
    expect(router.state.location.search).toBe('?query=react');
    expect(screen.queryByText(/알림에서 열린 새 인재/)).not.toBeInTheDocument();
  });

  it('shows the banner the server sends when visible, a link only when it leads elsewhere, and none when hidden', async () => {
    const withBanner = (banner: TalentSearchResponse['data']['banner']) => {
      const response = searchResponse([makeSeeker()], 1);
      return { ...response, data: { ...response.data, banner } };
    };
    const alt = '인재풀 베타: 정식 출시 전까지 인재 검색과 포지션 제안이 무료입니다';
    const here = setup(
      '/partners/job_seekers/search/index/1',
      withBanner({ img_url: '/talent-pool-banner.svg', img_alt: alt, link: '/partners/job_seekers/search/index/1', visible: true }),
    );
    const image = await screen.findByRole('img', { name: alt });
    expect(image.closest('a')).toBeNull();
    here.unmount();
    const elsewhere = setup(
      '/partners/job_seekers/search/index/1',
      withBanner({ img_url: '/talent-pool-banner.svg', img_alt: alt, link: '/partners/job_seekers/proposal_report', visible: true }),
    );
    expect((await screen.findByRole('img', { name: alt })).closest('a')).toHaveAttribute('href', '/partners/job_seekers/proposal_report');
    elsewhere.unmount();
    setup('/partners/job_seekers/search/index/1', withBanner({ img_url: '/talent-pool-banner.svg', img_alt: alt, link: '', visible: false }));
    await screen.findByRole('list', { name: '검색 결과' });
    expect(screen.queryByRole('img', { name: alt })).not.toBeInTheDocument();
  });

  it('a lower-bound total shows 10,000+', async () => {
    setup('/partners/job_seekers/search/index/1', searchResponse([makeSeeker()], 10_000, true));
    expect(await screen.findByText('검색 결과 10,000+명')).toBeInTheDocument();
  });

  it('an unknown tab goes to index page 1', async () => {
    const { router } = setup('/partners/job_seekers/search/everyone/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_seekers/search/index/1'));
  });

  it('applying a filter in its modal changes the request and goes to page 1', async () => {
    const { lastSearch, router, user } = setup('/partners/job_seekers/search/index/3?gen=female');
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('button', { name: '경력' }));
    const dialog = await screen.findByRole('dialog', { name: '경력' });
    const minThumb = within(dialog).getByRole('slider', { name: '최소 경력' });
    minThumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(lastSearch().get('yoe')).toBe('3;11'));
    expect(lastSearch().get('page')).toBe('1');
    expect(lastSearch().get('gen')).toBe('female');
    expect(router.state.location.pathname).toBe('/partners/job_seekers/search/index/1');
    expect(screen.getByRole('button', { name: '경력: 경력 3년~10년 이상' })).toBeInTheDocument();
  });

  it('a modal opened before the URL catches up stays open, and back/forward changes the chips', async () => {
    const { lastSearch, router, user } = setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('button', { name: '성별' }));
    const dialog = await screen.findByRole('dialog', { name: '성별' });
    await user.click(within(dialog).getByRole('checkbox', { name: '여성' }));
    // Another filter's change lands in the URL while this modal is open (a slow navigation, a second tab's link).
    await router.navigate('/partners/job_seekers/search/index/1?yoe=3;7');
    await waitFor(() => expect(lastSearch().get('yoe')).toBe('3;7'));
    expect(screen.getByRole('dialog', { name: '성별' })).toBe(dialog);
    expect(within(dialog).getByRole('checkbox', { name: '여성' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(lastSearch().get('gen')).toBe('female'));
    expect(lastSearch().get('yoe')).toBe('3;7');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^성별: / })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '경력: 경력 3~7년' })).toBeInTheDocument();
  });

  it('cancelling a modal discards its pending changes', async () => {
    const { lastSearch, user } = setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('button', { name: '성별' }));
    await user.click(within(await screen.findByRole('dialog', { name: '성별' })).getByRole('checkbox', { name: '여성' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '성별' }));
    expect(within(await screen.findByRole('dialog', { name: '성별' })).getByRole('checkbox', { name: '여성' })).not.toBeChecked();
    expect(lastSearch().has('gen')).toBe(false);
  });

  it('keywords are added with Enter, checked, and sent with their AND/OR condition', async () => {
    const { lastSearch, user } = setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('button', { name: '키워드' }));
    const dialog = await screen.findByRole('dialog', { name: '키워드' });
    const input = within(dialog).getByRole('textbox', { name: '포함할 키워드' });
    await user.type(input, 'react,vue');
    expect(within(dialog).getByText('키워드에는 쉼표(,)를 쓸 수 없습니다')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'react{Enter}결제{Enter}');
    await user.click(within(dialog).getByRole('radio', { name: '하나 이상 포함(OR)' }));
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(lastSearch().get('query')).toBe('react,결제'));
    expect(lastSearch().get('or')).toBe('true');
  });

  it('a filter chip clears its filter', async () => {
    const { lastSearch, user } = setup('/partners/job_seekers/search/index/2?byear=1990;1995&gen=male');
    await user.click(await screen.findByRole('button', { name: '출생연도 조건 삭제' }));
    await waitFor(() => expect(lastSearch().has('byear')).toBe(false));
    expect(lastSearch().get('gen')).toBe('male');
    expect(lastSearch().get('page')).toBe('1');
  });

  it('changing the sort keeps the filters and goes to page 1', async () => {
    const { lastSearch, router, user } = setup('/partners/job_seekers/search/index/2?gen=female&query=react');
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('combobox', { name: '정렬' }));
    await user.click(await screen.findByRole('option', { name: '이력서 업데이트순' }));
    await waitFor(() => expect(lastSearch().get('order_by')).toBe('updated_at'));
    expect(lastSearch().get('gen')).toBe('female');
    expect(lastSearch().get('query')).toBe('react');
    expect(lastSearch().get('page')).toBe('1');
    expect(router.state.location.pathname).toBe('/partners/job_seekers/search/index/1');
  });

  it('no results offer to clear the filters', async () => {
    const { router, user } = setup('/partners/job_seekers/search/index/1?gen=female&order_by=score', searchResponse([], 0));
    expect(await screen.findByText('조건에 맞는 인재가 없습니다')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색 조건 초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order_by=score'));
  });

  it('without the hiring feature results have no checkboxes', async () => {
    setup('/partners/job_seekers/search/index/1');
    await screen.findByRole('list', { name: '검색 결과' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('results can be picked one by one or a page at a time, and the hiring action gets the picked encs', async () => {
    const seen: string[][] = [];
    function FakeActions({ userIds, onDone }: SelectionActionsSlotProps) {
      seen.push(userIds);
      return (
        <button type="button" onClick={onDone}>
          프로젝트에 담기 ({userIds.length})
        </button>
      );
    }
    const results = [makeSeeker(), makeSeeker({ enc: 'Zz9yX8wV7uT6', headline: '결제 백엔드 개발자' })];
    const { user } = setup('/partners/job_seekers/search/index/1', searchResponse(results, 2), { SelectionActions: FakeActions });
    await screen.findByRole('list', { name: '검색 결과' });
    await user.click(screen.getByRole('checkbox', { name: '결제 백엔드 개발자 선택' }));
    expect(screen.getByText('1명 선택')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual(['Zz9yX8wV7uT6']);
    await user.click(screen.getByRole('checkbox', { name: '이 페이지의 인재 모두 선택' }));
    expect(screen.getByText('2명 선택')).toBeInTheDocument();
    expect([...(seen.at(-1) ?? [])].sort()).toEqual(['Ab3dE5gH7jK9', 'Zz9yX8wV7uT6']);
    await user.click(screen.getByRole('button', { name: '프로젝트에 담기 (2)' }));
    expect(screen.getByText('0명 선택')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '결제 백엔드 개발자 선택' })).not.toBeChecked();
  });
});

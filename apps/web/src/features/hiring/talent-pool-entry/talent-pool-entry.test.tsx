import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorModalStore } from '../../../lib/api';
import { renderWithApp } from '../../../test/render';
import { makeCandidate, makeProject, serveHiring, type HiringSeed } from '../test/hiring-test-server';
import { ProfileHiringActions } from './profile-hiring-actions';
import { SelectionActions } from './selection-actions';

const SEEKER = { user_id: 'a1B2c3D4e5F6g7H8', masked_name: '김○○', years_of_experience: 5, occupation_name: '백엔드 개발' };

function setupProfile(seed: HiringSeed = {}) {
  const server = serveHiring({ projects: [makeProject(1, { name: '백엔드 채용' }), makeProject(2, { name: '플랫폼 채용' })], ...seed });
  const view = renderWithApp(<ProfileHiringActions seeker={SEEKER} />, { path: '/partners/job_seekers/profile/a1B2c3D4e5F6g7H8' });
  return { ...server, ...view, user: userEvent.setup() };
}

afterEach(() => {
  errorModalStore.close();
});

describe('adding search results to projects', () => {
  it('adds the selected seekers to the chosen projects and says what happened', async () => {
    const { writes } = serveHiring({
      projects: [
        makeProject(1, { name: '백엔드 채용' }),
        makeProject(2, { name: '플랫폼 채용' }),
        makeProject(3, { name: '지난 채용', active: false }),
      ],
      candidates: [makeCandidate(1, { user_id: 'Ab3dE5gH7jK9', project_id: 2 })],
    });
    const onDone = vi.fn();
    renderWithApp(<SelectionActions userIds={['Ab3dE5gH7jK9', 'Zz9yX8wV7uT6']} onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '프로젝트에 담기' }));
    const dialog = await screen.findByRole('dialog', { name: '프로젝트에 담기' });
    expect(await within(dialog).findByText('선택한 인재 2명')).toBeInTheDocument();
    await within(dialog).findByRole('checkbox', { name: '백엔드 채용' });
    expect(within(dialog).queryByRole('checkbox', { name: '지난 채용' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '담기' }));
    expect(within(dialog).getByText('프로젝트를 하나 이상 선택해 주세요')).toBeInTheDocument();
    expect(writes('POST', '/hr/candidates')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: '백엔드 채용' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '플랫폼 채용' }));
    await user.click(within(dialog).getByRole('button', { name: '담기' }));
    expect(await within(dialog).findByText('후보자 3건을 추가했습니다.')).toBeInTheDocument();
    expect(within(dialog).getByText('이미 담겨 있던 1건은 그대로 두었습니다.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '‘백엔드 채용’ 후보자 보기' })).toHaveAttribute(
      'href',
      '/partners/job_seekers/project/1/candidates/intact/1',
    );
    expect(writes('POST', '/hr/candidates')[0]?.body).toEqual({ user_id: ['Ab3dE5gH7jK9', 'Zz9yX8wV7uT6'], project_ids: [1, 2] });
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('with no active project, a new one is created in the modal and chosen', async () => {
    const { writes } = serveHiring({ projects: [] });
    renderWithApp(<SelectionActions userIds={['Ab3dE5gH7jK9']} onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '프로젝트에 담기' }));
    const dialog = await screen.findByRole('dialog', { name: '프로젝트에 담기' });
    expect(await within(dialog).findByText('진행 중인 프로젝트가 없습니다. 새 프로젝트를 만들어 담아 보세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '프로젝트 이름' }), '신규 백엔드');
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByRole('checkbox', { name: '신규 백엔드' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '담기' }));
    expect(await within(dialog).findByText('후보자 1건을 추가했습니다.')).toBeInTheDocument();
    expect(writes('POST', '/hr/candidates')[0]?.body).toEqual({ user_id: ['Ab3dE5gH7jK9'], project_ids: [1] });
  });

  it('nothing selected, nothing to add', () => {
    serveHiring();
    renderWithApp(<SelectionActions userIds={[]} onDone={() => undefined} />);
    expect(screen.getByRole('button', { name: '프로젝트에 담기' })).toBeDisabled();
  });
});

describe('the profile’s proposal actions', () => {
  it('propose a position, then the position-completed modal links to the project’s contacted list', async () => {
    const { router, user } = setupProfile();
    await user.click(screen.getByRole('button', { name: '포지션 제안하기' }));
    const dialog = await screen.findByRole('dialog', { name: '포지션 제안' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /채용 프로젝트/ }), '플랫폼 채용');
    await user.type(within(dialog).getByRole('textbox', { name: /제안 메시지/ }), '플랫폼 팀에서 함께 일하고 싶습니다.');
    await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
    const done = await screen.findByRole('dialog', { name: '포지션 제안을 보냈습니다' });
    expect(within(done).getByText(/김○○님에게 알림톡으로 제안을 보냅니다/)).toBeInTheDocument();
    await user.click(within(done).getByRole('link', { name: '제안한 후보자 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/job_seekers/project/2/candidates/contacted/1'));
  });

  it('the list-position modal shows the projects the seeker is in, and leads to adding them to another', async () => {
    const { user } = setupProfile({
      candidates: [
        makeCandidate(1, { user_id: SEEKER.user_id, masked_name: '김○○', project_id: 1, project_name: '백엔드 채용', status: 'contacted' }),
      ],
    });
    await user.click(screen.getByRole('button', { name: '채용 프로젝트 현황' }));
    const dialog = screen.getByRole('dialog', { name: '채용 프로젝트 현황' });
    const list = await within(dialog).findByRole('list', { name: '채용 프로젝트 현황' });
    expect(within(list).getByRole('link', { name: '백엔드 채용' })).toHaveAttribute('href', '/partners/job_seekers/project/1/candidates/contacted/1');
    expect(within(list).getByText('제안함')).toBeInTheDocument();
    expect(within(list).getByText('진행 중')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '프로젝트에 담기' }));
    expect(await screen.findByRole('dialog', { name: '프로젝트에 담기' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '채용 프로젝트 현황' })).not.toBeInTheDocument();
  });

  it('the suggestion history says when nothing was proposed yet', async () => {
    const { user } = setupProfile();
    await user.click(screen.getByRole('button', { name: '제안 이력' }));
    const dialog = screen.getByRole('dialog', { name: '제안 이력' });
    expect(await within(dialog).findByText('아직 보낸 제안이 없습니다')).toBeInTheDocument();
  });
});

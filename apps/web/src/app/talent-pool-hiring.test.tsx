import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdlePeriods } from '../test/idle-periods';
import { TalentPoolHiringLayout } from './talent-pool-hiring';

// Which of the hiring feature's modules the layout has asked for (each records itself when first imported).
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../features/hiring/talent-pool-entry/selection-actions', () => {
  loaded.add('selection-actions');
  return { SelectionActions: () => null };
});
vi.mock('../features/hiring/talent-pool-entry/profile-hiring-actions', () => {
  loaded.add('profile-hiring-actions');
  return { ProfileHiringActions: () => null };
});

let idle: ReturnType<typeof holdIdlePeriods>;
beforeEach(() => {
  loaded.clear();
  idle = holdIdlePeriods();
});
afterEach(() => {
  idle.drain();
  vi.unstubAllGlobals();
});

describe('TalentPoolHiringLayout', () => {
  it('fetches the selection’s actions with the page and the profile’s once the page is idle', async () => {
    render(
      <MemoryRouter initialEntries={['/pool']}>
        <Routes>
          <Route element={<TalentPoolHiringLayout />}>
            <Route path="/pool" element={<p>인재 검색</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect([...loaded]).toEqual(['selection-actions']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...loaded]).toEqual(['selection-actions']);

    idle.idlePeriod();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['profile-hiring-actions', 'selection-actions']));
  });
});

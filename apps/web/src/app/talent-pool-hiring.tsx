/**
 * The talent pool's hiring places (add selected results to a project, the profile's proposal
 * actions) filled with the hiring feature's components. The app composes features; neither feature
 * imports the other. The hiring code loads when one of its places first renders.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import {
  TalentPoolHiringContext,
  type ProfileActionsSlotProps,
  type SelectionActionsSlotProps,
  type TalentPoolHiringSlots,
} from '../features/talent-pool/hiring-slots';
import { whenIdle } from '../lib/idle';

const loadSelectionActions = () => import('../features/hiring/talent-pool-entry/selection-actions');
const loadProfileActions = () => import('../features/hiring/talent-pool-entry/profile-hiring-actions');

const LazySelectionActions = lazy(() => loadSelectionActions().then((m) => ({ default: m.SelectionActions })));
const LazyProfileActions = lazy(() => loadProfileActions().then((m) => ({ default: m.ProfileHiringActions })));

const slots: TalentPoolHiringSlots = {
  SelectionActions: (props: SelectionActionsSlotProps) => (
    <Suspense fallback={null}>
      <LazySelectionActions {...props} />
    </Suspense>
  ),
  ProfileActions: (props: ProfileActionsSlotProps) => (
    <Suspense fallback={null}>
      <LazyProfileActions {...props} />
    </Suspense>
  ),
};

/** Wraps the talent-pool routes. */
export function TalentPoolHiringLayout() {
  // The selection's actions are part of the search page's first screen: fetched with the page, so they are
  // there when the results are (fetched later, their bar pushed the results down: a layout shift of up to
  // 0.14 on a phone). The profile's actions wait for the page to be idle, so they are ready when a profile
  // is opened without competing with the talent pool's first render and downloads (issue 31).
  useEffect(() => {
    void loadSelectionActions();
    return whenIdle(() => void loadProfileActions());
  }, []);
  return (
    <TalentPoolHiringContext.Provider value={slots}>
      <Outlet />
    </TalentPoolHiringContext.Provider>
  );
}

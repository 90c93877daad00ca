/**
 * Where the hiring feature plugs into the talent pool. A feature never imports another (style.md), so
 * the talent pool names the places and the app fills them (`app/talent-pool-hiring.tsx`); without a
 * provider the places stay empty.
 */
import { createContext, useContext, type ComponentType } from 'react';

export type SelectionActionsSlotProps = {
  /** The selected search results (encs). */
  userIds: string[];
  /** The action finished: the search clears its selection. */
  onDone: () => void;
};

/** The seeker as a profile shows them, without name or contact. */
export type SlotSeeker = {
  user_id: string;
  masked_name: string;
  years_of_experience: number;
  occupation_name: string;
};

export type ProfileActionsSlotProps = { seeker: SlotSeeker };

export type TalentPoolHiringSlots = {
  /** Acts on the selected search results (add them to a project). */
  SelectionActions?: ComponentType<SelectionActionsSlotProps>;
  /** The profile's proposal entry points (propose, history, projects). */
  ProfileActions?: ComponentType<ProfileActionsSlotProps>;
};

export const TalentPoolHiringContext = createContext<TalentPoolHiringSlots>({});

export function useTalentPoolHiring(): TalentPoolHiringSlots {
  return useContext(TalentPoolHiringContext);
}

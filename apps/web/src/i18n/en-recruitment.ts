import type { Catalogue } from './types';

export const enRecruitment: Pick<Catalogue, 'recruitment'> = {
  recruitment: {
    left_menu: {
      register: 'Register a posting',
    },
  },
};

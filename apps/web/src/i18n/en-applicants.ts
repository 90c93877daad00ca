import type { Catalogue } from './types';

export const enApplicants: Pick<Catalogue, 'applicants'> = {
  applicants: {
    title: 'Applicants',
  },
};

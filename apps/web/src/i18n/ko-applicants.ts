/**
 * Applicants: the applicant lists (all, per posting), the résumé, stages, notes, fit candidates and the
 * audit log; spread into the Korean catalogue when an applicants page loads. Labels follow docs/korean-ui.md.
 */
export const koApplicants = {
  applicants: {
    title: '지원자 관리',
  },
};

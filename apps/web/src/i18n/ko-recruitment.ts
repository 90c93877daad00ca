/**
 * Recruitment: the postings list, the posting form and the recruitment left menu; spread into the Korean
 * catalogue when a recruitment page loads. Labels follow docs/korean-ui.md.
 */
export const koRecruitment = {
  recruitment: {
    left_menu: {
      register: '공고 등록',
    },
  },
};

import type { Dispatch, ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { FilterAction, FilterStore } from './filter-store';
import type { FilterKey, FilterValues } from './filter-values';
import { AdditionFilter } from './filters/addition-filter';
import { BirthYearFilter } from './filters/birth-year-filter';
import { EducationFilter } from './filters/education-filter';
import { ExcludedKeywordFilter } from './filters/excluded-keyword-filter';
import { ExperienceFilter } from './filters/experience-filter';
import { FilterModal } from './filters/filter-modal';
import { GenderFilter } from './filters/gender-filter';
import { KeywordFilter } from './filters/keyword-filter';
import { OccupationFilter, type Occupations } from './filters/occupation-filter';
import { SalaryFilter } from './filters/salary-filter';

export type FilterModalHostProps = {
  openKey: FilterKey | null;
  store: FilterStore;
  dispatch: Dispatch<FilterAction>;
  occupations: Occupations | undefined;
  onSubmit: (key: FilterKey) => void;
  onClose: () => void;
};

/** The one open filter modal, editing that filter's pending value. */
export function FilterModalHost({ openKey, store, dispatch, occupations, onSubmit, onClose }: FilterModalHostProps) {
  const t = useT();
  if (openKey === null) return null;
  const key = openKey;
  const edit = (temp: Partial<FilterValues>) => dispatch({ type: 'edit', temp });

  const fields = (): ReactNode => {
    const { temp } = store;
    switch (key) {
      case 'occupation':
        return <OccupationFilter value={temp.occupation} onChange={(occupation) => edit({ occupation })} occupations={occupations} />;
      case 'gender':
        return <GenderFilter value={temp.gender} onChange={(gender) => edit({ gender })} />;
      case 'experience':
        return <ExperienceFilter value={temp.experience} onChange={(experience) => edit({ experience })} />;
      case 'birth_year':
        return <BirthYearFilter value={temp.birth_year} onChange={(birthYear) => edit({ birth_year: birthYear })} />;
      case 'education':
        return <EducationFilter value={temp.education} onChange={(education) => edit({ education })} />;
      case 'hope_salary':
        return <SalaryFilter value={temp.hope_salary} onChange={(hopeSalary) => edit({ hope_salary: hopeSalary })} />;
      case 'addition':
        return <AdditionFilter value={temp.addition} onChange={(addition) => edit({ addition })} />;
      case 'keywords':
        return <KeywordFilter value={temp.keywords} onChange={(keywords) => edit({ keywords })} />;
      case 'excluded':
        return <ExcludedKeywordFilter value={temp.excluded} onChange={(excluded) => edit({ excluded })} />;
    }
  };

  return (
    <FilterModal
      opened
      title={t(`talent_search.filters.${key}`)}
      size={key === 'occupation' ? 'xl' : 'md'}
      onCancel={() => {
        dispatch({ type: 'cancel', key });
        onClose();
      }}
      onTempClear={() => dispatch({ type: 'temp_clear', key })}
      onSubmit={() => onSubmit(key)}
    >
      {fields()}
    </FilterModal>
  );
}

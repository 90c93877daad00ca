import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection, translate, type TFunction } from '../i18n';
import { careerYears } from './labels';

const t: TFunction = (key, params) => translate('ko', key, params);

beforeAll(() => loadMessageSection('talent'));

describe('careerYears', () => {
  it('words experience on the talent pool’s scale: 신입, N년차, and 10년 이상 from the top of the scale', () => {
    expect([0, 1, 7, 10, 11, 15].map((years) => careerYears(years, t))).toEqual(['신입', '1년차', '7년차', '10년차', '10년 이상', '10년 이상']);
  });
});

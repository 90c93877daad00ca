import { describe, expect, it } from 'vitest';
import { createFilterStore, filterReducer, type FilterAction, type FilterStore } from './filter-store';
import { EMPTY_FILTERS, type FilterValues } from './filter-values';

const applied: FilterValues = {
  ...EMPTY_FILTERS,
  gender: ['female'],
  experience: { min: 3, max: 5 },
};

function run(store: FilterStore, ...actions: FilterAction[]): FilterStore {
  return actions.reduce(filterReducer, store);
}

describe('filter store (spec §4 filter flow)', () => {
  it('starts with pending equal to applied and the defaults as init', () => {
    const store = createFilterStore(applied);
    expect(store.value).toEqual(applied);
    expect(store.temp).toEqual(applied);
    expect(store.init).toEqual(EMPTY_FILTERS);
  });

  it('edits go to pending only', () => {
    const store = run(createFilterStore(applied), { type: 'edit', temp: { experience: { min: 1, max: 2 } } });
    expect(store.temp.experience).toEqual({ min: 1, max: 2 });
    expect(store.value.experience).toEqual({ min: 3, max: 5 });
  });

  it('submit copies the pending value to applied', () => {
    const store = run(createFilterStore(applied), { type: 'edit', temp: { experience: { min: 1, max: 2 } } }, { type: 'submit', key: 'experience' });
    expect(store.value.experience).toEqual({ min: 1, max: 2 });
    expect(store.temp.experience).toEqual({ min: 1, max: 2 });
    expect(store.value.gender).toEqual(['female']);
  });

  it('submit of a whole range applies no filter', () => {
    const store = run(createFilterStore(applied), { type: 'edit', temp: { experience: { min: 0, max: 11 } } }, { type: 'submit', key: 'experience' });
    expect(store.value.experience).toBeNull();
  });

  it('clear empties the applied value and resets pending to the default', () => {
    const store = run(createFilterStore(applied), { type: 'edit', temp: { gender: ['male', 'female'] } }, { type: 'clear', key: 'gender' });
    expect(store.value.gender).toEqual([]);
    expect(store.temp.gender).toEqual(EMPTY_FILTERS.gender);
    expect(store.value.experience).toEqual({ min: 3, max: 5 });
  });

  it('temp-clear resets only the pending value', () => {
    const store = run(createFilterStore(applied), { type: 'temp_clear', key: 'experience' });
    expect(store.temp.experience).toBeNull();
    expect(store.value.experience).toEqual({ min: 3, max: 5 });
  });

  it('reset restores every filter to its default', () => {
    const store = run(createFilterStore(applied), { type: 'edit', temp: { excluded: ['영업'] } }, { type: 'reset' });
    expect(store.value).toEqual(EMPTY_FILTERS);
    expect(store.temp).toEqual(EMPTY_FILTERS);
  });

  it('cancel discards pending changes', () => {
    const store = run(
      createFilterStore(applied),
      { type: 'edit', temp: { gender: ['male'], keywords: { words: ['react'], mode: 'or' } } },
      { type: 'cancel', key: 'gender' },
    );
    expect(store.temp.gender).toEqual(['female']);
    expect(store.value.gender).toEqual(['female']);
  });

  it("sync takes the URL's filters as applied and keeps pending edits of filters that did not change", () => {
    const store = run(
      createFilterStore(applied),
      { type: 'edit', temp: { gender: ['male'], experience: { min: 0, max: 1 } } },
      { type: 'sync', applied: { ...applied, experience: { min: 7, max: 9 } } },
    );
    expect(store.value.experience).toEqual({ min: 7, max: 9 });
    expect(store.temp.experience).toEqual({ min: 7, max: 9 });
    expect(store.temp.gender).toEqual(['male']);
    expect(store.value.gender).toEqual(['female']);
  });
});

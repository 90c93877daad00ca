import { Faker, base, ko } from '@faker-js/faker';

/** A fixed seed: the same size always produces the same data. */
export const DEMO_SEED = 20_261_122;

export type Rng = {
  faker: Faker;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
};

export function createRng(seed = DEMO_SEED): Rng {
  const faker = new Faker({ locale: [ko, base] });
  faker.seed(seed);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  return {
    faker,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => faker.number.float({ min: 0, max: 1 }) < p,
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = faker.number.float({ min: 0, max: total });
      for (const [value, weight] of items) {
        roll -= weight;
        if (roll <= 0) return value;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
}

/** Family names with their approximate share of the population (census), so that 김 and 이 dominate as they do. */
const FAMILY_NAMES: readonly (readonly [string, number])[] = [
  ['김', 21.5],
  ['이', 14.7],
  ['박', 8.4],
  ['최', 4.7],
  ['정', 4.3],
  ['강', 2.4],
  ['조', 2.1],
  ['윤', 2.1],
  ['장', 2.0],
  ['임', 1.7],
  ['한', 1.5],
  ['오', 1.5],
  ['서', 1.5],
  ['신', 1.4],
  ['권', 1.4],
  ['황', 1.4],
  ['안', 1.4],
  ['송', 1.3],
  ['전', 1.1],
  ['홍', 1.1],
  ['유', 1.1],
  ['고', 0.9],
  ['문', 0.9],
  ['양', 0.8],
  ['손', 0.8],
  ['배', 0.8],
  ['백', 0.7],
  ['허', 0.6],
  ['남', 0.5],
  ['노', 0.5],
];

/** A Korean full name: family name then given name, no space (김민준). */
export function koreanName(rng: Rng): string {
  return `${rng.weighted(FAMILY_NAMES)}${rng.faker.person.firstName()}`;
}

export function mobilePhone(rng: Rng): string {
  return `010-${rng.int(2000, 9999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

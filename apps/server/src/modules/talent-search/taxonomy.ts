import type { Db } from '../../platform/db.js';
import { listOccupations } from './talent-seekers.repo.js';

type Occupation = Awaited<ReturnType<typeof listOccupations>>[number];
type Taxonomy = { list: Occupation[]; names: Map<number, string> };

/** The occupation taxonomy is reference data: read once per database and kept. */
const cache = new WeakMap<Db, Promise<Taxonomy>>();

function taxonomy(db: Db): Promise<Taxonomy> {
  let entry = cache.get(db);
  if (!entry) {
    entry = listOccupations(db).then(
      (list) => ({ list, names: new Map(list.map((o) => [o.id, o.name])) }),
      (error: unknown) => {
        cache.delete(db);
        throw error;
      },
    );
    cache.set(db, entry);
  }
  return entry;
}

export async function occupationList(db: Db): Promise<Occupation[]> {
  return (await taxonomy(db)).list;
}

export async function occupationNames(db: Db): Promise<Map<number, string>> {
  return (await taxonomy(db)).names;
}

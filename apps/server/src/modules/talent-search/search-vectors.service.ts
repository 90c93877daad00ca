import type { Db } from '../../platform/db.js';
import { seekerFacets } from './facets.js';
import { searchVector, SEARCH_VECTOR_FORMAT } from './keywords.js';
import { searchableText } from './profile-text.js';
import { countSeekers, readVectorFormat, readVectorSources, writeVectorFormat, writeVectors } from './search-vectors.repo.js';

/** Reports how a long rebuild goes (the seed command's progress bar). */
export type RebuildProgress = { start(step: string, total: number): void; advance(by: number): void; finish(): void };

const BATCH = 2_000;

/**
 * Rebuilds every job seeker's search vector when the stored ones have an older index form than this
 * code reads (docs/decisions/0006): a search would otherwise miss what the old form does not hold.
 * Returns how many vectors were rewritten (0 when they were current). The caller names the step in its
 * own language (the seed command's Korean progress bar).
 */
export async function rebuildStaleSearchVectors(db: Db, tracking?: { progress: RebuildProgress; step: string }): Promise<number> {
  if ((await readVectorFormat(db)) === SEARCH_VECTOR_FORMAT) return 0;
  if (tracking) tracking.progress.start(tracking.step, await countSeekers(db));
  const progress = tracking?.progress;
  let rewritten = 0;
  for (let after = 0; ;) {
    const rows = await readVectorSources(db, after, BATCH);
    if (rows.length === 0) break;
    await writeVectors(
      db,
      rows.map((r) => ({ id: r.id, vector: searchVector(searchableText(r), seekerFacets(r)) })),
    );
    rewritten += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
    progress?.advance(rows.length);
  }
  progress?.finish();
  await writeVectorFormat(db, SEARCH_VECTOR_FORMAT);
  return rewritten;
}

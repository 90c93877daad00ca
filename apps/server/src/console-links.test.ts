/**
 * The links the server writes into the console (dashboard events, notifications, e-mails, the demo data)
 * come from the contract's pages table, so a page that moves moves everywhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPANY_EVENT_KINDS, pageOf } from '@partners/contract';
import { toCompanyEvent } from './modules/dashboard/dashboard.service.js';
import { sourceFiles } from './test/table-writes.js';

const root = path.dirname(fileURLToPath(import.meta.url));

describe('console links written by the server', () => {
  it('are never spelled out in the source: they are built from PAGES', () => {
    const spelled = ['modules', 'platform', 'seed'].flatMap((dir) =>
      sourceFiles(root, dir).flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
          .filter(({ line }) => /['"`]\/partners\//.test(line)),
      ),
    );
    expect(spelled).toEqual([]);
  });

  it.each(COMPANY_EVENT_KINDS)('the dashboard event %s links to a page of the table', (kind) => {
    const details = {
      job_posting_id: 12,
      job_posting_title: '백엔드 개발자',
      title: '좋은 회사',
      rating: 4,
      project_id: 3,
      status: 'accepted',
      count: 2,
    };
    for (const withIds of [details, {}]) {
      const { link } = toCompanyEvent({ id: 1, kind, details: withIds, occurredAt: new Date('2026-11-01T00:00:00Z') });
      expect(pageOf(link.split('?', 1)[0] ?? link), `${kind}: ${link}`).toBeDefined();
    }
  });
});

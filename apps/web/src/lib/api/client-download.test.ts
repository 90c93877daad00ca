import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@partners/contract';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { ApiError } from './api-error';
import { download, type DownloadProgress } from './client';
import { setUpClientTests } from './client.fixtures';

/** The API client's CSV downloads with progress. */
setUpClientTests();

describe('download (CSV with progress)', () => {
  const csvPath = ENDPOINTS['jobPostings.csv'].path;

  /** A CSV streamed in `chunks`, with the server's row count and file name. */
  function serveCsv(chunks: string[], headers: Record<string, string> = {}) {
    const urls: string[] = [];
    server.use(
      http.get(csvPath, ({ request }) => {
        urls.push(request.url);
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });
      }),
    );
    return urls;
  }

  it('reports rows received against x-row-count, and names the file from content-disposition', async () => {
    const urls = serveCsv(['\uFEFF제목,상태\n결제 플랫폼,게시 중\n', '디자이너,임시 저장\n', '데이터,마감\n'], {
      'x-row-count': '3',
      'content-disposition': `attachment; filename="postings.csv"; filename*=UTF-8''${encodeURIComponent('채용공고_2026-11-25.csv')}`,
    });
    const progress: DownloadProgress[] = [];
    const { blob, filename } = await download('jobPostings.csv', {
      query: { status: 'open', order: 'newest', occupation_id: '1,2', search_keyword: undefined },
      onProgress: (p) => progress.push(p),
    });
    expect(filename).toBe('채용공고_2026-11-25.csv');
    expect(progress.at(-1)).toEqual({ rows: 3, total: 3 });
    expect(progress.map((p) => p.rows)).toEqual([...progress.map((p) => p.rows)].sort((a, b) => a - b));
    expect(await blob.text()).toContain('디자이너,임시 저장');
    const url = new URL(urls[0] ?? '');
    expect(url.searchParams.get('status')).toBe('open');
    expect(url.searchParams.get('occupation_id')).toBe('1,2');
    expect(url.searchParams.has('search_keyword')).toBe(false);
  });

  it('without a row count the total is null and the name falls back', async () => {
    serveCsv(['a,b\n1,2\n']);
    const progress: DownloadProgress[] = [];
    const { filename } = await download('jobPostings.csv', { query: {}, onProgress: (p) => progress.push(p) });
    expect(filename).toBe('download.csv');
    expect(progress.at(-1)).toEqual({ rows: 1, total: null });
  });

  it('an error answer rejects with the ApiError of its body', async () => {
    server.use(http.get(csvPath, () => HttpResponse.json({ code: 'forbidden', message: '접근 권한이 없습니다' }, { status: 403 })));
    const error = await download('jobPostings.csv', { query: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('a network failure is an ApiError with status 0; a cancelled download rejects as aborted', async () => {
    server.use(http.get(csvPath, () => HttpResponse.error()));
    await expect(download('jobPostings.csv', { query: {} })).rejects.toMatchObject({ status: 0 });

    serveCsv(['a\n']);
    const controller = new AbortController();
    controller.abort();
    const error = await download('jobPostings.csv', { query: {}, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

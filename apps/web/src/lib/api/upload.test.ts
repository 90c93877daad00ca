import { afterEach, describe, expect, it } from 'vitest';
import { answer, contractError } from '../../test/contract-handlers';
import { makeUpload } from '../../test/company-page-test-server';
import { CSRF_TOKEN, server } from '../../test/msw-server';
import { ApiError } from './api-error';
import { resetCsrfToken, upload } from './client';

afterEach(() => resetCsrfToken());

const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'office.jpg', { type: 'image/jpeg' });

describe('upload()', () => {
  it('sends the file as multipart with the CSRF header and the query, and reports progress', async () => {
    let seen: { query: unknown; csrf: string | undefined; type: string | undefined } | undefined;
    server.use(
      answer('uploads.create', ({ query, call }) => {
        seen = { query, csrf: call.headers['x-csrf-token'], type: call.headers['content-type'] };
        return { code: 200, data: { upload: makeUpload(3) } };
      }),
    );
    const progress: number[] = [];
    const result = await upload('uploads.create', {
      query: { purpose: 'cover', crop_x: 0, crop_y: 10, crop_width: 960, crop_height: 300 },
      file: file(),
      fileName: 'office.jpg',
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(result.data.upload.id).toBe(3);
    expect(seen?.csrf).toBe(CSRF_TOKEN);
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.query).toEqual({ purpose: 'cover', crop_x: 0, crop_y: 10, crop_width: 960, crop_height: 300 });
  });

  it("rejects with the server's error as an ApiError, as call() does", async () => {
    server.use(answer('uploads.create', () => contractError('upload.too_large', '10MB 이하의 파일만 올릴 수 있습니다', { params: { max_mb: 10 } })));
    const error = await upload('uploads.create', { query: { purpose: 'cover' }, file: file(), fileName: 'office.jpg' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'upload.too_large',
      serverMessage: '10MB 이하의 파일만 올릴 수 있습니다',
      params: { max_mb: 10 },
    });
  });
});

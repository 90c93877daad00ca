import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@partners/contract';
import { server } from '../test/msw-server';
import { contractError } from '../test/contract-handlers';
import { renderWithApp } from '../test/render';
import { errorModalStore } from './api';
import { downloadPercent, useCsvDownload, type CsvDownloadOptions } from './use-csv-download';

afterEach(() => {
  errorModalStore.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe(options: CsvDownloadOptions) {
  const csv = useCsvDownload('audit.csv', options);
  return (
    <div>
      <button onClick={() => void csv.start({ query: { group: 'payment' } })}>download</button>
      <button onClick={csv.cancel}>cancel</button>
      <output aria-label="phase">{csv.state.phase === 'failed' ? `failed: ${csv.state.message}` : csv.state.phase}</output>
      <output aria-label="rows">{csv.progress ? `${csv.progress.rows}/${csv.progress.total ?? '?'}` : ''}</output>
    </div>
  );
}

const phase = () => screen.getByRole('status', { name: 'phase' });

function serveCsv(release: Promise<void>) {
  let url = '';
  server.use(
    http.get(ENDPOINTS['audit.csv'].path, ({ request }) => {
      url = request.url;
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('\uFEFF일시,운영자\n2026-11-26,김운영\n'));
          await release;
          controller.enqueue(encoder.encode('2026-11-25,이운영\n'));
          controller.close();
        },
      });
      return new HttpResponse(stream, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'x-row-count': '2',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('감사로그_20261126.csv')}`,
        },
      });
    }),
  );
  return () => url;
}

function stubSaving() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describe('useCsvDownload', () => {
  it('shows rows of total while it runs, then saves the file under the server’s name', async () => {
    let release: () => void = () => undefined;
    const url = serveCsv(new Promise<void>((resolve) => (release = resolve)));
    const click = stubSaving();
    const user = userEvent.setup();
    renderWithApp(<Probe />);
    await user.click(screen.getByRole('button', { name: 'download' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'rows' })).toHaveTextContent('1/2'));
    expect(phase()).toHaveTextContent('running');
    expect(url()).toContain('group=payment');
    release();
    await waitFor(() => expect(phase()).toHaveTextContent('done'));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('감사로그_20261126.csv');
  });

  it('cancel stops the download: nothing is saved', async () => {
    serveCsv(new Promise<void>(() => undefined));
    const click = stubSaving();
    const user = userEvent.setup();
    renderWithApp(<Probe />);
    await user.click(screen.getByRole('button', { name: 'download' }));
    await waitFor(() => expect(phase()).toHaveTextContent('running'));
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(phase()).toHaveTextContent('idle');
    expect(click).not.toHaveBeenCalled();
  });

  it('a failure takes the console’s error path by default: the error modal', async () => {
    server.use(http.get(ENDPOINTS['audit.csv'].path, () => contractError('bad_request', '잘못된 요청입니다')));
    const user = userEvent.setup();
    renderWithApp(<Probe />);
    await user.click(screen.getByRole('button', { name: 'download' }));
    await waitFor(() => expect(errorModalStore.title()).toBe('잘못된 요청입니다'));
    expect(phase()).toHaveTextContent('idle');
  });

  it('in-page: the failure is the state’s message for the page to show, and no modal opens', async () => {
    server.use(http.get(ENDPOINTS['audit.csv'].path, () => contractError('bad_request', '잘못된 요청입니다')));
    const user = userEvent.setup();
    renderWithApp(<Probe failure="in-page" />);
    await user.click(screen.getByRole('button', { name: 'download' }));
    await waitFor(() => expect(phase()).toHaveTextContent('failed: 잘못된 요청입니다'));
    expect(errorModalStore.title()).toBeNull();
  });

  it('in-page still sends a step-up refusal down the console’s path (the one-time password page)', async () => {
    server.use(http.get(ENDPOINTS['audit.csv'].path, () => contractError('step_up_required')));
    const user = userEvent.setup();
    renderWithApp(<Probe failure="in-page" />);
    await user.click(screen.getByRole('button', { name: 'download' }));
    await waitFor(() => expect(phase()).toHaveTextContent('idle'));
    expect(errorModalStore.title()).toBeNull();
  });
});

describe('downloadPercent', () => {
  it('is null until the server says how many rows, then capped at 100', () => {
    expect(downloadPercent(null)).toBeNull();
    expect(downloadPercent({ rows: 5, total: null })).toBeNull();
    expect(downloadPercent({ rows: 1, total: 3 })).toBe(33);
    expect(downloadPercent({ rows: 4, total: 3 })).toBe(100);
  });
});

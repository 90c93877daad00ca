import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { errorModalStore } from '../../../lib/api';
import { makeUpload, serveCompanyPage } from '../../../test/company-page-test-server';
import { renderCompanyPage } from '../test-render';

beforeAll(() => loadMessageSection('companyPage'));
afterEach(() => errorModalStore.close());

describe('file preview (spec §2 /file_preview)', () => {
  it('shows an image at its largest variant with its facts and a download', async () => {
    const upload = makeUpload(7, { name: '본사 전경.jpg' });
    serveCompanyPage({ uploads: [upload] });
    renderCompanyPage('/partners/file_preview?id=7');
    expect(await screen.findByRole('img', { name: '본사 전경.jpg' })).toHaveAttribute('src', upload.variants.large);
    expect(screen.getByText('1.5MB')).toBeInTheDocument();
    expect(screen.getByText('1920×600')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내려받기' })).toHaveAttribute('download', '본사 전경.jpg');
  });

  it('shows a PDF in the page', async () => {
    const upload = makeUpload(8, { purpose: 'attachment', content_type: 'application/pdf', name: '보도자료.pdf', byte_size: 52_000 });
    serveCompanyPage({ uploads: [upload] });
    renderCompanyPage('/partners/file_preview?id=8');
    const pdf = await screen.findByTitle('보도자료.pdf');
    expect(pdf.tagName).toBe('IFRAME');
    expect(pdf).toHaveAttribute('src', upload.url);
    expect(screen.getByText('application/pdf')).toBeInTheDocument();
    expect(screen.getByText('51KB')).toBeInTheDocument();
  });

  it('a missing file, a bad id and a failed load each say so', async () => {
    serveCompanyPage();
    const first = renderCompanyPage('/partners/file_preview?id=99');
    expect(await screen.findByText('파일을 찾을 수 없습니다')).toBeInTheDocument();
    first.unmount();
    const second = renderCompanyPage('/partners/file_preview?id=abc');
    expect(await screen.findByText('파일을 찾을 수 없습니다')).toBeInTheDocument();
    second.unmount();
    serveCompanyPage({ fail: () => HttpResponse.error() });
    renderCompanyPage('/partners/file_preview?id=7');
    expect(await screen.findByText('파일 정보를 불러오지 못했습니다')).toBeInTheDocument();
  });
});

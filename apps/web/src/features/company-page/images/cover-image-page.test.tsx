import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageSection } from '../../../i18n';
import { contractError } from '../../../test/contract-handlers';
import { makeCompany, makeUpload, serveCompanyPage } from '../../../test/company-page-test-server';
import { renderCompanyPage } from '../test-render';

beforeAll(() => loadMessageSection('companyPage'));
afterEach(() => {
  vi.restoreAllMocks();
});

const PATH = '/partners/business_managements/cover_image';
const jpeg = (name = 'office.jpg', size = 2048, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

/** jsdom loads no image: give the cropper's image a natural size and its box a size, then fire its load. */
async function loadCropImage(width: number, height: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 800,
    height: 250,
    top: 0,
    left: 0,
    right: 800,
    bottom: 250,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  const image = await waitFor(() => {
    const found = document.querySelector<HTMLImageElement>('img.reactEasyCrop_Image');
    if (!found) throw new Error('no crop image');
    return found;
  });
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
}

const dropInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('cover image (spec §2 /business_managements/cover_image)', { timeout: 30_000 }, () => {
  it('states the limits, crops to 16:5 and sends the crop to the server, then sets the cover', async () => {
    const { calls, state } = serveCompanyPage();
    const { user } = renderCompanyPage(PATH);
    expect(await screen.findByText('커버 이미지가 없습니다')).toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG, WebP · 최대 10MB · 최소 960×300px · 16:5 비율로 잘라서 올립니다')).toBeInTheDocument();

    await user.upload(dropInput(), jpeg());
    expect(await screen.findByText('보일 영역을 정해 주세요')).toBeInTheDocument();
    await loadCropImage(2000, 1000);
    expect(screen.getByLabelText('자를 영역')).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: '올리기' }));

    expect(await screen.findByText('커버 이미지를 바꿨습니다')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    const query = new URL(sent?.url ?? '', 'http://x').searchParams;
    expect(query.get('purpose')).toBe('cover');
    expect(Number(query.get('crop_width')) / Number(query.get('crop_height'))).toBeCloseTo(16 / 5, 1);
    expect(Number(query.get('crop_width'))).toBeLessThanOrEqual(2000);
    expect(calls.find((c) => c.url.endsWith('/company/images/cover'))?.body).toEqual({ upload_id: state.uploads[0]?.id });
    expect(await screen.findByRole('img', { name: '커버 이미지' })).toBeInTheDocument();
  });

  it('refuses a wrong type or a too-large file before sending, and shows the server refusal too', async () => {
    const { calls } = serveCompanyPage({
      fail: (call) =>
        call.method === 'POST'
          ? contractError('upload.too_small', '가로 960px, 세로 300px 이상인 이미지를 올려 주세요', { params: { width: 960, height: 300 } })
          : null,
    });
    const { user } = renderCompanyPage(PATH, { applyAccept: false });
    await screen.findByText('커버 이미지가 없습니다');
    await user.upload(dropInput(), jpeg('logo.gif', 100, 'image/gif'));
    expect(await screen.findByText('JPEG, PNG, WebP 파일만 올릴 수 있습니다')).toBeInTheDocument();
    await user.upload(dropInput(), jpeg('huge.jpg', 11 * 1024 * 1024));
    expect(await screen.findByText('10MB 이하의 파일만 올릴 수 있습니다')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(dropInput(), jpeg());
    await loadCropImage(2000, 1000);
    await user.click(await screen.findByRole('button', { name: '올리기' }));
    expect(await screen.findByText('가로 960px, 세로 300px 이상인 이미지를 올려 주세요')).toBeInTheDocument();
  });

  it('says the image is too small once it is read', async () => {
    serveCompanyPage();
    const { user } = renderCompanyPage(PATH);
    await screen.findByText('커버 이미지가 없습니다');
    await user.upload(dropInput(), jpeg());
    await loadCropImage(600, 200);
    expect(await screen.findByText('가로 960px, 세로 300px 이상인 이미지를 올려 주세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '올리기' })).toBeDisabled();
  });

  it('removes the cover after confirmation and links the original to the file preview', async () => {
    const upload = makeUpload(7);
    const { state } = serveCompanyPage({
      uploads: [upload],
      company: makeCompany({ cover: { upload_id: 7, url: upload.url, variants: upload.variants, width: 1920, height: 600 } }),
    });
    const { user } = renderCompanyPage(PATH);
    expect(await screen.findByRole('link', { name: '원본 보기' })).toHaveAttribute('href', '/partners/file_preview?id=7');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '커버 이미지 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('커버 이미지를 삭제했습니다')).toBeInTheDocument();
    expect(state.company.cover).toBeNull();
  });

  it('without a branding plan shows the current state, why, and the brand service; no upload', async () => {
    serveCompanyPage({ canSetCover: false });
    renderCompanyPage(PATH);
    expect(await screen.findByText('커버 이미지는 브랜딩 상품을 이용하는 기업만 등록할 수 있습니다')).toBeInTheDocument();
    expect(screen.getByText('커버 이미지가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '브랜드 서비스 알아보기' })).toHaveAttribute('href', '/partners/renewal_brandservice');
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});

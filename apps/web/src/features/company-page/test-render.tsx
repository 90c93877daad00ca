import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render';
import { CoverImagePage } from './images/cover-image-page';
import { CompanyInfoPage } from './info/company-info-page';
import { NewsroomEditorPage } from './editor/newsroom-editor-page';
import { FilePreviewPage } from './file-preview/file-preview-page';
import { NewsPage, StoryPage } from './posts/posts-page';

/** The company page routes as the area module declares them (no console shell). */
export function renderCompanyPage(path: string, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const view = renderRoutes(
    [
      { path: '/partners/business_managements/info', Component: CompanyInfoPage },
      { path: '/partners/business_managements/cover_image', Component: CoverImagePage },
      { path: '/partners/business_managements/news', Component: NewsPage },
      { path: '/partners/business_managements/story', Component: StoryPage },
      { path: '/partners/business_managements/newsroom_editor', Component: NewsroomEditorPage },
      { path: '/partners/file_preview', Component: FilePreviewPage },
      { path: '/partners/renewal_brandservice', element: <h1>브랜드 서비스</h1> },
    ],
    { path },
  );
  return { ...view, user: userEvent.setup(options) };
}

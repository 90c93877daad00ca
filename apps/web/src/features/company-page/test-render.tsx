import userEvent from '@testing-library/user-event';
import { PAGES } from '@partners/contract';
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
      { path: PAGES.companyInfo.path, Component: CompanyInfoPage },
      { path: PAGES.coverImage.path, Component: CoverImagePage },
      { path: PAGES.companyNews.path, Component: NewsPage },
      { path: PAGES.companyStory.path, Component: StoryPage },
      { path: PAGES.newsroomEditor.path, Component: NewsroomEditorPage },
      { path: PAGES.filePreview.path, Component: FilePreviewPage },
      { path: PAGES.brandService.path, element: <h1>브랜드 서비스</h1> },
    ],
    { path },
  );
  return { ...view, user: userEvent.setup(options) };
}

/**
 * Company page management (spec §2 business_managements): company info with its preview, the cover
 * image, the three newsroom boards; the newsroom editor and the file preview open without the console shell.
 */
import { PAGES } from '@partners/contract';
import { Navigate } from 'react-router';
import { pageWithMessages, routePath, type AreaRoutes } from './route-helpers';

const companyPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['companyPage'], load);
const boards = () => import('../../features/company-page/posts/posts-page');

export const area: AreaRoutes = {
  shell: [
    { path: routePath(PAGES.companyPage), element: <Navigate to="info" replace /> },
    {
      // The console's content width around the company page screens.
      id: 'company-page-layout',
      ...companyPage(() => import('../../features/company-page/components/company-page-layout').then((m) => m.CompanyPageLayout)),
      children: [
        {
          path: routePath(PAGES.companyInfo),
          ...companyPage(() => import('../../features/company-page/info/company-info-page').then((m) => m.CompanyInfoPage)),
        },
        {
          path: routePath(PAGES.coverImage),
          ...companyPage(() => import('../../features/company-page/images/cover-image-page').then((m) => m.CoverImagePage)),
        },
        { path: routePath(PAGES.companyNews), ...companyPage(() => boards().then((m) => m.NewsPage)) },
        { path: routePath(PAGES.companyStory), ...companyPage(() => boards().then((m) => m.StoryPage)) },
        { path: routePath(PAGES.pressReleases), ...companyPage(() => boards().then((m) => m.PressReleasesPage)) },
      ],
    },
  ],
  bare: [
    {
      path: routePath(PAGES.newsroomEditor),
      ...companyPage(() => import('../../features/company-page/editor/newsroom-editor-page').then((m) => m.NewsroomEditorPage)),
    },
    {
      path: routePath(PAGES.filePreview),
      ...companyPage(() => import('../../features/company-page/file-preview/file-preview-page').then((m) => m.FilePreviewPage)),
    },
  ],
};

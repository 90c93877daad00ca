/**
 * Company page management (spec §2 business_managements): company info with its preview, the cover
 * image, the three newsroom boards; the newsroom editor and the file preview open without the console shell.
 */
import { Navigate } from 'react-router';
import { pageWithMessages, type AreaRoutes } from './route-helpers';

const companyPage = (load: Parameters<typeof pageWithMessages>[1]) => pageWithMessages(['companyPage'], load);
const boards = () => import('../../features/company-page/posts/posts-page');

export const area: AreaRoutes = {
  shell: [
    { path: 'business_managements', element: <Navigate to="info" replace /> },
    {
      // The console's content width around the company page screens.
      id: 'company-page-layout',
      ...companyPage(() => import('../../features/company-page/components/company-page-layout').then((m) => m.CompanyPageLayout)),
      children: [
        {
          path: 'business_managements/info',
          ...companyPage(() => import('../../features/company-page/info/company-info-page').then((m) => m.CompanyInfoPage)),
        },
        {
          path: 'business_managements/cover_image',
          ...companyPage(() => import('../../features/company-page/images/cover-image-page').then((m) => m.CoverImagePage)),
        },
        { path: 'business_managements/news', ...companyPage(() => boards().then((m) => m.NewsPage)) },
        { path: 'business_managements/story', ...companyPage(() => boards().then((m) => m.StoryPage)) },
        { path: 'business_managements/press_releases', ...companyPage(() => boards().then((m) => m.PressReleasesPage)) },
      ],
    },
  ],
  bare: [
    {
      path: 'business_managements/newsroom_editor',
      ...companyPage(() => import('../../features/company-page/editor/newsroom-editor-page').then((m) => m.NewsroomEditorPage)),
    },
    {
      path: 'file_preview',
      ...companyPage(() => import('../../features/company-page/file-preview/file-preview-page').then((m) => m.FilePreviewPage)),
    },
  ],
};

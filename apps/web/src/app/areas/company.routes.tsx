/** Company page management (not built yet); the newsroom editor opens without the console shell. */
import { Navigate } from 'react-router';
import { placeholder, type AreaRoutes } from './route-helpers';

export const area: AreaRoutes = {
  shell: [
    { path: 'business_managements', element: <Navigate to="info" replace /> },
    { path: 'business_managements/info', ...placeholder('business_info') },
    { path: 'business_managements/cover_image', ...placeholder('cover_image') },
    { path: 'business_managements/news', ...placeholder('company_news') },
    { path: 'business_managements/story', ...placeholder('company_story') },
    { path: 'business_managements/press_releases', ...placeholder('press_releases') },
  ],
  bare: [{ path: 'business_managements/newsroom_editor', ...placeholder('newsroom_editor') }],
};

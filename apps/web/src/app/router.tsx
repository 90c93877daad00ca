import { createBrowserRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from './routes';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

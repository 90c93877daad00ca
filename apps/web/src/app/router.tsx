import { createBrowserRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from './routes';

/** The console's router; creating it starts the first navigation (matching, the area's module, loaders). */
export const createConsoleRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });

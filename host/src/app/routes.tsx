import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LoginRoute } from './login-route';
import { RootRoute, RouteGate, UnknownRoute } from './route-gates';
import { SCREEN_ROUTES } from './route-table';
import { ScreenRoute } from './screen-route';
import { Shell } from './shell';

/**
 * Spec 2.1 and 2.2 as route objects. Rendered by react-router's declarative router (`useRoutes` under a
 * browser router, a `MemoryRouter` in tests), not its data router: the product loads no data through the
 * router, and the data router's code is 16 KB gzip on every first load (docs/performance.md). Render errors are the
 * shell's error boundary's, and `App`'s around it.
 */
const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <RootRoute /> },
      ...SCREEN_ROUTES.map((screen): RouteObject => ({
        path: screen.path,
        element:
          screen.name === 'login' ? (
            <LoginRoute screen={screen} />
          ) : (
            <RouteGate guard={screen.guard}>
              <ScreenRoute screen={screen} />
            </RouteGate>
          ),
      })),
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

/** The product's routes, under whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}

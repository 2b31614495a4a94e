import type { RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from './error-screen';
import { LoginRoute } from './login-route';
import { RootRoute, RouteGate, UnknownRoute } from './route-gates';
import { SCREEN_ROUTES } from './route-table';
import { ScreenRoute } from './screen-route';
import { Shell } from './shell';

/** Spec 2.1 and 2.2 as router objects, for `createBrowserRouter` (and `createMemoryRouter` in tests). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      errorElement: <RouteErrorScreen />,
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
}

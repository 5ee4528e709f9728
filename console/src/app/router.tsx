// Every route of the console: public screens, the signed-in sections, legal pages and the not-found page.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/PageSpinner';
import { PublicOnly, RequireAuth } from './guards';
import { ProtectedFrame } from './routes/ProtectedFrame';
import { PublicFrame } from './routes/PublicFrame';
import { RouteErrorPage } from './routes/errors/RouteErrorPage';
import { routedSections } from './sections';

const SignInPage = lazy(() => import('./routes/auth/SignInPage'));
const EmailCodePage = lazy(() => import('./routes/auth/EmailCodePage'));
const AuthenticatorCodePage = lazy(() => import('./routes/auth/AuthenticatorCodePage'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./routes/auth/ResetPasswordPage'));
const RegistrationPage = lazy(() => import('./routes/auth/RegistrationPage'));
const TermsPage = lazy(() => import('./routes/legal/TermsPage'));
const LegalPage = lazy(() => import('./routes/legal/LegalPage'));
const NotFoundPage = lazy(() => import('./routes/errors/NotFoundPage'));

const route = (path: string, Page: LazyExoticComponent<ComponentType>): RouteObject => ({ path, element: <Page /> });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            element: <PublicFrame />,
            children: [
              route('/', SignInPage),
              route('/emailcode', EmailCodePage),
              route('/authenticatorcode', AuthenticatorCodePage),
              route('/forgotpassword', ForgotPasswordPage),
              route('/forgotpassword/:code/:resettoken', ResetPasswordPage),
              route('/registration/:resettoken', RegistrationPage),
            ],
          },
        ],
      },
      {
        element: <PublicFrame />,
        children: [route('/terms', TermsPage), route('/legal', LegalPage)],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ProtectedFrame />,
            children: routedSections().flatMap((section) => (section.page ? [route(section.path, section.page)] : [])),
          },
        ],
      },
      {
        path: '*',
        element: (
          <Suspense fallback={<PageSpinner fullScreen />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

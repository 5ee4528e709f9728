// Every route of the console: public screens, the signed-in sections, legal pages and the not-found page.
// Declarative routing (BrowserRouter + useRoutes) rather than a data router: the console loads no route data, and
// this keeps about 15 KB (gzip) of router code off the sign-in page. The signed-in frame loads lazily.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/PageSpinner';
import { PublicOnly, RequireAuth } from './guards';
import { PublicFrame } from './routes/PublicFrame';
import { routedSections, type Section } from './sections';

const ProtectedFrame = lazy(() => import('./routes/ProtectedFrame'));
const SectionGate = lazy(() => import('./routes/SectionGate'));
const SignInPage = lazy(() => import('./routes/auth/SignInPage'));
const EmailCodePage = lazy(() => import('./routes/auth/EmailCodePage'));
const AuthenticatorCodePage = lazy(() => import('./routes/auth/AuthenticatorCodePage'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./routes/auth/ResetPasswordPage'));
const RegistrationPage = lazy(() => import('./routes/auth/RegistrationPage'));
const TermsPage = lazy(() => import('./routes/legal/TermsPage'));
const LegalPage = lazy(() => import('./routes/legal/LegalPage'));
const PairValidatorPage = lazy(() => import('./routes/validators/PairValidatorPage'));
const NotFoundPage = lazy(() => import('./routes/errors/NotFoundPage'));

const route = (path: string, Page: LazyExoticComponent<ComponentType>): RouteObject => ({ path, element: <Page /> });

const sectionRoute = (section: Section): RouteObject[] => {
  const Page = section.page;
  if (!Page) return [];
  const redirect: RouteObject[] = section.redirectFrom
    ? [{ path: section.redirectFrom, element: <Navigate to={section.path} replace /> }]
    : [];
  return [
    ...redirect,
    {
      path: section.nested ? `${section.path}/*` : section.path,
      element: (
        <SectionGate permission={section.permission}>
          <Page />
        </SectionGate>
      ),
    },
  ];
};

export const routes: RouteObject[] = [
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
    // Reachable with or without a session. The pairing link's static `pair` segment outranks the signed-in
    // `/validators/*` section, so the link opens this page for everyone.
    element: <PublicFrame />,
    children: [
      route('/terms', TermsPage),
      route('/legal', LegalPage),
      route('/validators/pair/:sessionHash', PairValidatorPage),
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: (
          <Suspense fallback={<PageSpinner fullScreen />}>
            <ProtectedFrame />
          </Suspense>
        ),
        children: routedSections().flatMap(sectionRoute),
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
];

export function AppRoutes() {
  return useRoutes(routes);
}

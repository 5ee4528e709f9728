// The root component: providers around the router.
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

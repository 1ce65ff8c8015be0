import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

const queryClient = createQueryClient();
const router = createBrowserRouter(createAppRoutes(queryClient));

// The first screen's catalogues arrive before anything renders: no key ever shows as text.
void i18nReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { startServiceWorker } from './app/serviceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A new deploy waiting to take over loads the page again first (see startServiceWorker).
void startServiceWorker().then((render) => {
  if (!render) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
});

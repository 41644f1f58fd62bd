import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// On a direct load of a post, FAQ entry or specialty page the server adds its head tags for
// crawlers without JavaScript; the app renders its own, so these would only be duplicates.
for (const tag of document.head.querySelectorAll('[data-seo]')) tag.remove();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);

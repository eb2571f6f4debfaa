import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrOptions } from './api/swr-options';
import { createRouter } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <SWRConfig value={swrOptions}>
      <RouterProvider router={createRouter()} />
    </SWRConfig>
  </StrictMode>,
);

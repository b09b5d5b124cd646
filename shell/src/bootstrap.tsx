import '@shop/shared/src/styles/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, normalizeShopConfig } from '@shop/shared';
import { App } from './app';
import { startCurrencyOwner } from './currency/currency-owner';

export function mount(rawConfig: unknown) {
  const config = normalizeShopConfig(rawConfig);
  configureApi({ baseUrl: config.apiBaseUrl });
  startCurrencyOwner();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App config={config} />
      </BrowserRouter>
    </StrictMode>,
  );
}

import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Brand } from '@amora/contracts';
import { BrandContext } from '../shared/brand/brand-context.ts';
import type { AppStore } from './store.ts';

/** Store, translations and brand: what every screen may use. */
export function AppProviders({ store, i18n, brand, children }: { store: AppStore; i18n: i18n; brand: Brand; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}

import { createContext, useContext } from 'react';
import type { Brand } from '@amora/contracts';

/** The brand picked from the host at bootstrap (spec 1 §1); constant for the page's life. */
export const BrandContext = createContext<Brand | null>(null);

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandContext');
  return brand;
}

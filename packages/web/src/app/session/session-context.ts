import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Brand } from '@amora/contracts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { currentLanguage } from '../i18n.ts';
import type { SessionContext } from './complete-login.ts';

/** Binds session start and login to this page's store, brand and i18next instance. */
export function sessionContextFor(dispatch: AppDispatch, brand: Brand, instance: i18n): SessionContext {
  return {
    dispatch,
    productId: brand.id,
    currentLanguage: () => currentLanguage(instance),
    changeLanguage: (language) => instance.changeLanguage(language),
  };
}

export function useSessionContext(): SessionContext {
  const dispatch = useDispatch<AppDispatch>();
  const brand = useBrand();
  const { i18n: instance } = useTranslation();
  return useMemo(() => sessionContextFor(dispatch, brand, instance), [dispatch, brand, instance]);
}

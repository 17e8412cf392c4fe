import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from '../../../shared/routing/index.ts';
import { DEACTIVATION_REASON_LISTS, DeactivationReason as R } from '@amora/contracts';
import { useBrand } from '../../../shared/brand/brand-context.ts';
import { buttonClass } from '../../../shared/ui/button.ts';
import { SettingsPage } from '../SettingsPage.tsx';
import styles from '../Settings.module.css';
import { deactivatePath, type ReasonPageName } from './reason-routes.ts';

/** Each reason page's own way to fix the reason instead of leaving (spec 1 §2). */
const ALTERNATIVES: Record<ReasonPageName, { reasons: readonly number[]; to: string }> = {
  'not-able-to-pay': { reasons: [R.notAbleToPay], to: '/settings/help-and-support' },
  'paying-problem': { reasons: [R.paymentProblem], to: '/settings/help-and-support' },
  support: { reasons: [R.support, R.supportSubReason], to: '/settings/help-and-support' },
  'email-notifications': { reasons: [R.emailNotifications], to: '/settings/notifications' },
  age: { reasons: [R.ageRange], to: '/profile/edit' },
  service: { reasons: [R.service], to: '/profile/checklist' },
};

const SUB_REASONS: ReadonlySet<number> = new Set(DEACTIVATION_REASON_LISTS.deletingAvailable.subReasons);

/** /settings/<reason page>?reason=<id>: the alternative first, then the way on to deactivation. */
export function ReasonPage({ page }: { page: ReasonPageName }) {
  const { t } = useTranslation('settings');
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const { reasons, to } = ALTERNATIVES[page];
  const reasonId = Number(searchParams.get('reason'));
  if (!reasons.includes(reasonId)) return <Navigate to="/settings/deactivation" replace />;

  return (
    <SettingsPage title={t(`reasonPages.${page}.title`)} backTo={SUB_REASONS.has(reasonId) ? '/settings/deactivation/sub-reasons' : '/settings/deactivation'}>
      <div className={styles.card}>
        <p>{t(`reasonPages.${page}.text`, { brand: brand.name })}</p>
        <Link to={to} className={buttonClass('primary', { block: true })}>
          {t(`reasonPages.${page}.action`)}
        </Link>
      </div>
      <Link to={deactivatePath(reasonId)} className={buttonClass('ghost', { block: true })}>
        {t('reasonPages.continue')}
      </Link>
    </SettingsPage>
  );
}

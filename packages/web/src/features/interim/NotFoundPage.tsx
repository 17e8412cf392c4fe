import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';

/** The designed 404 of the logged-in area. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      illustration={<span style={{ fontSize: '2rem', fontWeight: 800 }}>{t('notFound.code')}</span>}
      title={t('notFound.title')}
      actions={
        <Link to="/matches" className={buttonClass('primary', { block: true })}>
          {t('notFound.back')}
        </Link>
      }
    >
      <p>{t('notFound.text')}</p>
    </StatusScreen>
  );
}

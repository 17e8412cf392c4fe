import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { useDisableSmartMessagesMutation, useGetPingsResponsesQuery } from './api.ts';
import styles from './SmartMessages.module.css';

/**
 * Spec 2 §2, §4: the disabling confirmation, with how many members wrote back (read anew each
 * time it opens). Disabling shows the push "smart messages disabled" and closes it.
 */
export function DisableSmartMessagesPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('smart-messages');
  const dispatch = useDispatch();
  const { data: responses } = useGetPingsResponsesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [disable, { isLoading, isError }] = useDisableSmartMessagesMutation();

  const confirm = async () => {
    const result = await disable();
    if ('error' in result) return;
    dispatch(showPush({ type: 'smart_messages_disabled', messageKey: 'smart-messages:pushes.disabled', tone: 'info' }));
    onClose();
  };

  return (
    <Popup
      title={t('disable.title')}
      description={responses === undefined ? undefined : responses === 0 ? t('disable.noResponses') : t('disable.responses', { count: responses })}
      buttons={[
        { label: t('disable.confirm'), onClick: () => void confirm(), disabled: isLoading },
        { label: t('disable.cancel'), onClick: onClose },
      ]}
      onClose={onClose}
    >
      {isError && (
        <p role="alert" className={styles.error}>
          {t('errors.failed')}
        </p>
      )}
    </Popup>
  );
}

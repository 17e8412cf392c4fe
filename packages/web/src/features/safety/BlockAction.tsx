import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { useBlockMemberMutation, type SafetySource } from './api.ts';
import { announce } from './safety-toast.ts';
import styles from './Safety.module.css';

export interface BlockActionProps {
  hid: string;
  name: string;
  source: SafetySource;
  /** The member is blocked (the note "Ana is blocked" is already up): the caller leaves them. */
  onBlocked: () => void;
  /** The popup closed without a block. */
  onClose: () => void;
}

/**
 * The confirmation popup of a block (spec 2 §2 "confirmation popup", §4): what a block does, then
 * Block or Cancel. The popup stays until the server has the block; a failure says so in it.
 */
export function BlockAction({ hid, name, source, onBlocked, onClose }: BlockActionProps) {
  const { t } = useTranslation('safety');
  const [block, blocking] = useBlockMemberMutation();

  const confirm = () => {
    block({ hid, source })
      .unwrap()
      .then(() => {
        announce(t('block.done', { name }));
        onBlocked();
      })
      .catch(() => undefined);
  };

  return (
    <Popup
      title={t('block.title', { name })}
      description={t('block.text')}
      align="bottom"
      onClose={onClose}
      actions={
        <div className={styles.popupActions}>
          <button type="button" className={styles.dangerButton} disabled={blocking.isLoading} onClick={confirm}>
            {t('block.confirm')}
          </button>
          <button type="button" className={buttonClass('secondary', { block: true })} disabled={blocking.isLoading} onClick={onClose}>
            {t('block.cancel')}
          </button>
        </div>
      }
    >
      {blocking.isError ? (
        <p role="alert" className={styles.problem}>
          {t('block.failed', { name })}
        </p>
      ) : undefined}
    </Popup>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import type { IconName } from './icon-names.ts';
import styles from './MessageStatusIcon.module.css';

/** Message status as displayed (spec 3 §3). */
export const MESSAGE_STATUSES = ['unspecified', 'unsent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const ICONS: Record<Exclude<MessageStatus, 'unspecified'>, IconName> = {
  unsent: 'error',
  delivered: 'check',
  read: 'double-check',
};

/**
 * Spec 3 §4: unsent is a small red error icon, delivered a single check in the default colour,
 * read a double check in the success colour, unspecified nothing. Each icon is named for screen
 * readers, since colour and shape alone say nothing to them.
 */
export function MessageStatusIcon({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('ui');
  if (status === 'unspecified') return null;
  return (
    <span className={styles.status} data-status={status}>
      <Icon name={ICONS[status]} label={t(`messageStatus.${status}`)} size={status === 'unsent' ? 14 : 16} />
    </span>
  );
}

import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dialog } from '@amora/contracts';
import { Link } from '../../../shared/routing/index.ts';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { CounterBadge } from '../../../shared/ui/CounterBadge.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { MessageStatusIcon } from '../../../shared/ui/MessageStatusIcon.tsx';
import { useSetDialogFavouriteMutation } from '../api.ts';
import { hoursLeft, listTime } from '../../../shared/time/message-time.ts';
import { dialogPreview } from './dialog-preview.ts';
import styles from './Dialogs.module.css';

/**
 * One dialog of the list: the member's photo and name, when the last message came and its first
 * words, what waits (unread count, a held message's unsent icon, the hours left to reply), the
 * match mark and the favourite star. In edit mode the row is a checkbox.
 */
export const DialogRow = memo(function DialogRow({ dialog, editing, chosen, onToggle }: { dialog: Dialog; editing: boolean; chosen: boolean; onToggle: (hid: string) => void }) {
  const { t, i18n } = useTranslation('messenger');
  const [now] = useState(() => Date.now());
  const { user, lastMessage } = dialog;
  const unread = dialog.unreadMessagesCount;
  const replyHours = dialog.replyDeadline === null ? null : hoursLeft(dialog.replyDeadline, now);

  let status;
  if (!lastMessage) status = <span className={styles.muted}>{t('dialogs.row.new', { name: user.name })}</span>;
  else if (!lastMessage.isSent)
    status = (
      <span className={styles.unsent}>
        <MessageStatusIcon status="unsent" />
        {t('dialogs.row.unsent')}
      </span>
    );
  else if (unread > 0) status = <span className={styles.unreadText}>{dialogPreview(lastMessage, t)}</span>;
  else if (replyHours !== null) status = <span className={styles.muted}>{t('dialogs.row.replyWithin', { count: replyHours })}</span>;
  else status = <span className={styles.muted}>{dialogPreview(lastMessage, t)}</span>;

  const content = (
    <span className={styles.rowContent}>
      <span className={styles.avatarWrap}>
        {user.listPhotoThumbnail ? (
          <img className={styles.avatar} src={user.listPhotoThumbnail.url} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {user.name.charAt(0)}
          </span>
        )}
        {dialog.relationships.isMatch && (
          <span className={styles.matchMark} title={t('dialogs.row.match')}>
            <Icon name="heart" size={12} label={t('dialogs.row.match')} />
          </span>
        )}
      </span>
      <span className={styles.texts}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{user.name}</span>
          {lastMessage && (
            <time className={styles.time} dateTime={new Date(lastMessage.createDate).toISOString()}>
              {listTime(lastMessage.createDate, now, i18n.language)}
            </time>
          )}
        </span>
        <span className={styles.statusLine}>
          {status}
          {unread > 0 && (
            <>
              <span aria-hidden="true">
                <CounterBadge count={unread} />
              </span>
              <span className="visually-hidden">{t('dialogs.row.unread', { count: unread })}</span>
            </>
          )}
        </span>
      </span>
    </span>
  );

  if (editing) {
    return (
      <li className={styles.row} data-unread={unread > 0 || undefined}>
        <Checkbox className={styles.item} label={content} checked={chosen} onChange={() => onToggle(dialog.hid)} />
      </li>
    );
  }
  return (
    <li className={styles.row} data-unread={unread > 0 || undefined}>
      <Link to={`/dialogs/${encodeURIComponent(dialog.hid)}`} className={styles.item}>
        {content}
      </Link>
      <FavouriteStar hid={dialog.hid} name={user.name} favourite={user.isMyFavorite} />
    </li>
  );
});

/** Spec 2 §4 "Toggling a favourite flips user.isMyFavorite": at once, back if the server refuses. */
function FavouriteStar({ hid, name, favourite }: { hid: string; name: string; favourite: boolean }) {
  const { t } = useTranslation('messenger');
  const [setFavourite] = useSetDialogFavouriteMutation();
  return (
    <button type="button" className={styles.star} aria-pressed={favourite} aria-label={t('dialogs.row.favourite', { name })} onClick={() => void setFavourite({ hid, favourite: !favourite })}>
      <Icon name="star" size={20} />
    </button>
  );
}

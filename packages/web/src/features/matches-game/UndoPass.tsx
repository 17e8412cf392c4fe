import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationsCode, type MatchesHit } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useReverseCardMutation } from './api.ts';
import styles from './MatchesGame.module.css';

/** Spec 2 §4: the undo tooltip stays 5,000 ms. */
export const UNDO_SHOWN_MS = 5000;
/** The tooltip shows once a session (spec 2 §4). */
const SHOWN_KEY = 'amora.undoTooltipShown';

/**
 * The undo tooltip (spec 2 §4): after passing someone who had liked the viewer, once a session,
 * for 5 s, the pass can be taken back (a premium feature, spec 3 §6: others are told what premium
 * gives instead).
 */
export function UndoPass({ hit, onDone, onRestore, onNeedsPremium }: { hit: MatchesHit; onDone: () => void; onRestore: (hit: MatchesHit) => void; onNeedsPremium: () => void }) {
  const { t } = useTranslation('discovery');
  const [reverse, { isLoading }] = useReverseCardMutation();
  const [allowed] = useState(() => sessionStorage.getItem(SHOWN_KEY) === null);

  useEffect(() => {
    if (!allowed) {
      onDone();
      return;
    }
    sessionStorage.setItem(SHOWN_KEY, '1');
    const timer = setTimeout(onDone, UNDO_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [allowed, onDone]);

  if (!allowed) return null;
  const undo = async () => {
    try {
      const answer = await reverse(hit.user.operationToken).unwrap();
      if (answer.hit) onRestore(answer.hit);
    } catch (error) {
      if ((error as ApiError & { code?: unknown }).code === RelationsCode.reverseNeedsPremium) onNeedsPremium();
    }
    onDone();
  };
  return (
    <div className={styles.undo} role="status">
      <span>{t('game.undo.text', { name: hit.user.name })}</span>
      <button type="button" className={styles.undoButton} disabled={isLoading} onClick={() => void undo()}>
        {t('game.undo.action')}
      </button>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { CASUAL_DATING_GREETING_SUGGESTIONS_COUNT, GREETING_SUGGESTIONS_COUNT, GREETINGS_PRESENTATION_DELAY_MS, SplitTest } from '@amora/contracts';
import { selectInSplitTest } from '../../../app/session/in-split-test.ts';
import { MessageBubble } from '../../../shared/ui/MessageBubble.tsx';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { Radio } from '../../../shared/ui/Radio.tsx';
import pageStyles from '../../../shared/ui/page.module.css';
import { useGetGreetingsQuery } from './api.ts';
import styles from './Greetings.module.css';

export interface GenerateGreetingsPopupProps {
  /** The other member of the dialog. */
  hid: string;
  onSend: (greetingId: number, text: string) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2, §4 "Greetings": the suggestion list. Each round ("create more" asks for the next)
 * shows a skeleton of its rows until both the answer is in and GREETINGS_PRESENTATION_DELAY_MS
 * have passed since it was asked for — the moment the greetings are "generated". Choosing one and
 * sending hands its id and text to the thread, which sends it as a greeting message. The
 * casual-dating variant (one suggestion) shows it as the message bubble it will be, ready to send.
 */
export function GenerateGreetingsPopup({ hid, onSend, onClose }: GenerateGreetingsPopupProps) {
  const { t } = useTranslation('messenger');
  // Suggestions a round: 1 in the casual-dating group, else 3 (spec 2 §9).
  const casual = useSelector(selectInSplitTest(SplitTest.casualDating));
  const count = casual ? CASUAL_DATING_GREETING_SUGGESTIONS_COUNT : GREETING_SUGGESTIONS_COUNT;
  const [round, setRound] = useState(0);
  const [presentedRound, setPresentedRound] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { data: greetings, isFetching, isError, refetch } = useGetGreetingsQuery({ hid, pageSize: count, round });

  useEffect(() => {
    const timer = setTimeout(() => setPresentedRound(round), GREETINGS_PRESENTATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const generated = presentedRound === round && !isFetching && greetings !== undefined;
  const selected = generated ? (casual ? greetings[0] : greetings.find((greeting) => greeting.id === selectedId)) : undefined;
  const createMore = () => {
    setSelectedId(null);
    setRound((current) => current + 1);
  };

  return (
    <Popup
      title={t('greetings.generate.title')}
      description={t('greetings.generate.description')}
      buttons={[
        { label: t('greetings.generate.send'), onClick: () => selected && onSend(selected.id, selected.text), disabled: !selected },
        { label: t('greetings.generate.createMore'), onClick: createMore, disabled: !generated },
      ]}
      onClose={onClose}
    >
      {isError && !isFetching ? (
        <p className={styles.error} role="alert">
          {t('greetings.generate.error')}{' '}
          <button type="button" className={styles.link} onClick={() => void refetch()}>
            {t('greetings.generate.retry')}
          </button>
        </p>
      ) : generated && casual ? (
        <div className={styles.preview}>{selected && <MessageBubble own content={{ text: selected.text }} />}</div>
      ) : generated ? (
        <div role="radiogroup" aria-label={t('greetings.generate.listLabel')} className={styles.suggestions}>
          {greetings.map((greeting) => (
            <Radio key={greeting.id} look="card" name="greeting" label={greeting.text} checked={greeting.id === selectedId} onChange={() => setSelectedId(greeting.id)} />
          ))}
        </div>
      ) : (
        <ul className={styles.suggestions} aria-busy="true" aria-label={t('greetings.generate.loading')}>
          {Array.from({ length: count }, (_, i) => (
            <li key={i} className={`${pageStyles.skeleton} ${styles.skeletonRow}`} data-testid="greeting-skeleton" />
          ))}
        </ul>
      )}
    </Popup>
  );
}

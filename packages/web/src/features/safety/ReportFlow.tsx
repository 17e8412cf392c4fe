import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbuseReason } from '@amora/contracts';
import { buttonClass } from '../../shared/ui/button.ts';
import { ChevronGlyph } from '../../shared/ui/glyphs.tsx';
import { Popup } from '../../shared/ui/Popup.tsx';
import { useGetAbuseReasonsQuery, useSendAbuseReportMutation } from './api.ts';
import { commentProblem, lengthOf, serverFieldError, type CommentProblem } from './report-rules.ts';
import styles from './Safety.module.css';

export interface ReportFlowProps {
  hid: string;
  name: string;
  onClose: () => void;
  /** Offered on the success screen: a block on top of the report. */
  onBlock?: () => void;
}

type Screen = { step: 'reasons' } | { step: 'comment'; reason: AbuseReason } | { step: 'sent'; already: boolean };

/**
 * The abuse report popup (spec 2 §2, §4, §5): the reasons from the server (titles in the
 * member's language), then a comment that honours the reason's required flag and bounds with a
 * live count, then thanks. A second report on the same member is answered kindly: the first one
 * is still with the team.
 */
export function ReportFlow({ hid, name, onClose, onBlock }: ReportFlowProps) {
  const { t } = useTranslation('safety');
  const [screen, setScreen] = useState<Screen>({ step: 'reasons' });

  if (screen.step === 'sent') {
    return (
      <Popup
        key="sent"
        title={screen.already ? t('report.alreadyTitle', { name }) : t('report.sentTitle')}
        description={screen.already ? t('report.alreadyText') : t('report.sentText', { name })}
        icons={[<CheckGlyph key="check" />]}
        align="bottom"
        onClose={onClose}
        actions={
          <div className={styles.popupActions}>
            <button type="button" className={buttonClass('primary', { block: true })} onClick={onClose}>
              {t('report.done')}
            </button>
            {onBlock && (
              <button type="button" className={buttonClass('ghost', { block: true })} onClick={onBlock}>
                {t('report.blockToo', { name })}
              </button>
            )}
          </div>
        }
      />
    );
  }
  if (screen.step === 'comment') {
    return <CommentScreen key="comment" hid={hid} reason={screen.reason} onBack={() => setScreen({ step: 'reasons' })} onSent={(already) => setScreen({ step: 'sent', already })} onClose={onClose} />;
  }
  return <ReasonsScreen key="reasons" name={name} onChoose={(reason) => setScreen({ step: 'comment', reason })} onClose={onClose} />;
}

function ReasonsScreen({ name, onChoose, onClose }: { name: string; onChoose: (reason: AbuseReason) => void; onClose: () => void }) {
  const { t } = useTranslation('safety');
  const reasons = useGetAbuseReasonsQuery();
  return (
    <Popup title={t('report.reasonsTitle', { name })} description={t('report.reasonsLead')} align="bottom" onClose={onClose}>
      {reasons.isError ? (
        <div role="alert" className={styles.inlineFailure}>
          <p>{t('report.reasonsFailed')}</p>
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => void reasons.refetch()}>
            {t('blocklist.retry')}
          </button>
        </div>
      ) : !reasons.data ? (
        <div className={styles.reasonsSkeleton} role="status" aria-label={t('report.reasonsLoading')} />
      ) : (
        <ul className={styles.reasons} aria-label={t('report.reasonsLabel')}>
          {reasons.data.map((reason) => (
            <li key={reason.id}>
              <button type="button" className={styles.reason} onClick={() => onChoose(reason)}>
                <span>{reason.title}</span>
                <ChevronGlyph className={styles.reasonChevron} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popup>
  );
}

function CommentScreen({ hid, reason, onBack, onSent, onClose }: { hid: string; reason: AbuseReason; onBack: () => void; onSent: (already: boolean) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('safety');
  const [text, setText] = useState('');
  const [shown, setShown] = useState<CommentProblem | null>(null);
  const [send, sending] = useSendAbuseReportMutation();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const counterId = useId();
  const length = lengthOf(text);
  const over = length > reason.maxLength;

  const errorText = (problem: CommentProblem) => {
    if (problem.kind === 'failed') return t('report.failed');
    const key = `errors.${problem.key}`;
    return i18n.exists(key, { ns: 'safety', count: problem.count }) ? t(key, { count: problem.count }) : t('errors.generic');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = commentProblem(text, reason);
    setShown(problem);
    if (problem) return;
    send({ hid, reasonId: reason.id, text: text.trim() })
      .unwrap()
      .then((answer) => onSent(answer.status === 'already_reported'))
      .catch((error: unknown) => setShown(serverFieldError(error, reason) ?? { kind: 'failed' }));
  };

  return (
    <Popup title={t('report.commentTitle')} description={reason.title} align="bottom" onClose={onClose}>
      <form className={styles.commentForm} onSubmit={submit} noValidate>
        <label htmlFor={fieldId} className={styles.commentLabel}>
          {t('report.commentLabel')}
        </label>
        <p id={hintId} className={styles.commentHint}>
          {reason.isRequired ? t('report.commentRequired', { count: reason.minLength }) : t('report.commentOptional')}
        </p>
        <textarea
          id={fieldId}
          className={styles.comment}
          value={text}
          rows={5}
          required={reason.isRequired}
          aria-invalid={shown !== null && shown.kind !== 'failed' ? true : undefined}
          aria-describedby={[hintId, counterId, shown ? errorId : ''].filter(Boolean).join(' ')}
          onInput={(event) => {
            setText(event.currentTarget.value);
            if (shown) setShown(null);
          }}
        />
        <p id={counterId} className={styles.counter} data-over={over || undefined}>
          {t('report.counter', { length, max: reason.maxLength })}
        </p>
        {shown && (
          <p id={errorId} role="alert" className={styles.problem}>
            {errorText(shown)}
          </p>
        )}
        <div className={styles.popupActions}>
          <button type="submit" className={buttonClass('primary', { block: true })} disabled={sending.isLoading}>
            {sending.isLoading ? t('report.sending') : t('report.send')}
          </button>
          <button type="button" className={buttonClass('ghost', { block: true })} onClick={onBack}>
            {t('report.back')}
          </button>
        </div>
      </form>
    </Popup>
  );
}

function CheckGlyph() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

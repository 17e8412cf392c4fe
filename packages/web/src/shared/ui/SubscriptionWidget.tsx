import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import type { IconName } from './icon-names.ts';
import type { Sentiment } from './sentiment.ts';
import styles from './SubscriptionWidget.module.css';

export interface SubscriptionWidgetProps {
  header: ReactNode;
  /** The main text: what the subscription gives or what happens next. */
  text: ReactNode;
  footer?: ReactNode;
  icon?: IconName;
  sentiment?: Sentiment;
  active?: boolean;
  paused?: boolean;
}

/**
 * A subscription at a glance (spec 3 §2). Active and paused are also said in words, not only
 * by colour; paused wins when both are set, since a paused subscription is still the current one.
 */
export function SubscriptionWidget({ header, text, footer, icon, sentiment = 'neutral', active = false, paused = false }: SubscriptionWidgetProps) {
  const { t } = useTranslation('ui');
  const headerId = useId();
  const state = paused ? 'paused' : active ? 'active' : null;
  return (
    <section className={styles.widget} aria-labelledby={headerId} data-sentiment={sentiment} data-active={active} data-paused={paused}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
      )}
      <div className={styles.main}>
        <div className={styles.top}>
          <h3 id={headerId} className={styles.header}>
            {header}
          </h3>
          {state && (
            <span className={styles.state} data-state={state}>
              <Icon name={state === 'paused' ? 'pause' : 'check'} size={14} />
              {t(`subscriptionWidget.${state}`)}
            </span>
          )}
        </div>
        <p className={styles.text}>{text}</p>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { Disclosure } from '../../../shared/ui/Disclosure.tsx';
import { EmailAddress } from '../../../shared/ui/EmailAddress.tsx';
import { Radio } from '../../../shared/ui/Radio.tsx';
import { Toggle } from '../../../shared/ui/Toggle.tsx';
import { GallerySection } from '../GallerySection.tsx';
import styles from './sections.module.css';

const LOOKING_FOR = ['women', 'men', 'everyone'] as const;
const PLANS = ['monthly', 'yearly'] as const;
const INTERESTS = ['travel', 'coffee', 'hiking', 'photography'] as const;

/** Radio rows (the language list's look) and radio cards (the sign-up's), one of each chosen. */
export function RadioSection() {
  const { t } = useTranslation('dev-components');
  const [lookingFor, setLookingFor] = useState<string>('women');
  const [plan, setPlan] = useState<string>('yearly');
  return (
    <GallerySection id="radio" component="Radio">
      <fieldset className={styles.controls}>
        <legend className={styles.legend}>{t('controls.radio.legend')}</legend>
        <div className={`${styles.card} ${styles.controlList}`}>
          {LOOKING_FOR.map((key) => (
            <Radio key={key} className={styles.controlRow} name="gallery-looking-for" label={t(`controls.radio.${key}`)} checked={lookingFor === key} onChange={() => setLookingFor(key)} />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.controls}>
        <legend className={styles.legend}>{t('controls.radio.plan')}</legend>
        <div className={styles.controlCards}>
          {PLANS.map((key) => (
            <Radio
              key={key}
              look="card"
              name="gallery-plan-card"
              label={t(`controls.radio.${key}`)}
              description={key === 'yearly' ? t('controls.radio.yearlyNote') : undefined}
              checked={plan === key}
              onChange={() => setPlan(key)}
            />
          ))}
        </div>
      </fieldset>
    </GallerySection>
  );
}

/** Checkbox rows (one with links, one with a note, one disabled) and checkbox chips (interests). */
export function CheckboxSection() {
  const { t } = useTranslation('dev-components');
  const [agreed, setAgreed] = useState(false);
  const [tips, setTips] = useState(true);
  const [interests, setInterests] = useState<string[]>(['coffee']);
  const toggle = (key: string) => setInterests((chosen) => (chosen.includes(key) ? chosen.filter((item) => item !== key) : [...chosen, key]));
  return (
    <GallerySection id="checkbox" component="Checkbox">
      <div className={`${styles.card} ${styles.controlList}`}>
        <Checkbox className={styles.controlRow} label={t('controls.checkbox.agree')} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <Checkbox className={styles.controlRow} label={t('controls.checkbox.tips')} description={t('controls.checkbox.tipsNote')} checked={tips} onChange={(event) => setTips(event.target.checked)} />
        <Checkbox className={styles.controlRow} label={t('controls.checkbox.disabled')} checked disabled />
      </div>
      <fieldset className={styles.controls}>
        <legend className={styles.legend}>{t('controls.checkbox.interests')}</legend>
        <div className={styles.row}>
          {INTERESTS.map((key) => (
            <Checkbox key={key} look="chip" label={t(`controls.checkbox.${key}`)} checked={interests.includes(key)} onChange={() => toggle(key)} />
          ))}
        </div>
      </fieldset>
    </GallerySection>
  );
}

/** Switches on and off, one with a description, one fixed on. */
export function ToggleSection() {
  const { t } = useTranslation('dev-components');
  const [messages, setMessages] = useState(true);
  const [offers, setOffers] = useState(false);
  return (
    <GallerySection id="toggle" component="Toggle">
      <div className={`${styles.card} ${styles.controlList}`}>
        <Toggle className={styles.controlRow} label={t('controls.toggle.messages')} checked={messages} onChange={(event) => setMessages(event.target.checked)} />
        <Toggle className={styles.controlRow} label={t('controls.toggle.offers')} description={t('controls.toggle.offersNote')} checked={offers} onChange={(event) => setOffers(event.target.checked)} />
        <Toggle className={styles.controlRow} label={t('controls.toggle.necessary')} checked disabled />
      </div>
    </GallerySection>
  );
}

/** Questions that open their answers, the first one open. */
export function DisclosureSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="disclosure" component="Disclosure">
      <div className={styles.card}>
        <Disclosure summary={t('controls.disclosure.verifyQuestion')} open>
          <p>{t('controls.disclosure.verifyAnswer')}</p>
        </Disclosure>
        <Disclosure summary={t('controls.disclosure.pauseQuestion')}>
          <p>{t('controls.disclosure.pauseAnswer')}</p>
        </Disclosure>
      </div>
    </GallerySection>
  );
}

/** A long address in a narrow box: it wraps after the @ or before a dot, never mid-word. */
export function EmailAddressSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="email-address" component="EmailAddress">
      <p className={styles.note}>{t('controls.emailAddress.note')}</p>
      <p className={styles.narrowBox}>
        <EmailAddress address="sofia.marques-oliveira@correio.example.com" />
      </p>
    </GallerySection>
  );
}

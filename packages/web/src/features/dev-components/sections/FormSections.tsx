import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Countdown } from '../../../shared/ui/Countdown.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { MenuItem } from '../../../shared/ui/MenuItem.tsx';
import { MessageTextarea } from '../../../shared/ui/MessageTextarea.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { SearchInput } from '../../../shared/ui/SearchInput.tsx';
import { EmailField, TextField } from '../../../shared/ui/TextField.tsx';
import { galleryHref, type GalleryTheme } from '../gallery-theme.ts';
import { GallerySection } from '../GallerySection.tsx';
import styles from './sections.module.css';

/** A sample wait, like the one before another confirmation e-mail may be sent. */
const COUNTDOWN_MS = 5 * 60_000;

export function MenuItemSection({ theme }: { theme: GalleryTheme }) {
  const { t } = useTranslation('dev-components');
  // The rows lead back here, so trying one keeps the chosen theme.
  const here = `${galleryHref(theme)}#menu-item`;
  return (
    <GallerySection id="menu-item" component="MenuItem">
      <div className={styles.card}>
        <MenuItem to={here} title={t('menu.notifications')} subtitle={t('menu.notificationsHint')} />
        <MenuItem to={here} title={t('menu.privacy')} subtitle={t('menu.privacyHint')} />
        <MenuItem to={here} title={t('menu.password')} />
      </div>
    </GallerySection>
  );
}

export function TextFieldSection() {
  const { t } = useTranslation('dev-components');
  const [name, setName] = useState('Sofia');
  const [email, setEmail] = useState('sofia.marques@example');
  return (
    <GallerySection id="text-field" component="TextField · EmailField">
      <TextField label={t('fields.name')} value={name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      <EmailField label={t('fields.email')} value={email} error={t('fields.emailError')} onChange={(event) => setEmail(event.target.value)} />
    </GallerySection>
  );
}

export function PasswordFieldSection() {
  const { t } = useTranslation('dev-components');
  const [password, setPassword] = useState('lisboa-ao-sol');
  const [next, setNext] = useState('sol');
  const toggle = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };
  return (
    <GallerySection id="password-field" component="PasswordField">
      <PasswordField label={t('fields.password')} value={password} autoComplete="off" hoverable {...toggle} onChange={(event) => setPassword(event.target.value)} />
      <PasswordField label={t('fields.newPassword')} value={next} autoComplete="off" error={t('fields.passwordError')} {...toggle} onChange={(event) => setNext(event.target.value)} />
    </GallerySection>
  );
}

export function SearchInputSection() {
  const { t } = useTranslation('dev-components');
  const [query, setQuery] = useState('');
  return (
    <GallerySection id="search-input" component="SearchInput">
      <SearchInput placeholder={t('search.placeholder')} onSearch={setQuery} />
      <p className={styles.note} aria-live="polite">
        {query ? t('search.searchingFor', { query }) : t('search.hint')}
      </p>
    </GallerySection>
  );
}

export function MessageTextareaSection() {
  const { t } = useTranslation('dev-components');
  const [empty, setEmpty] = useState('');
  const [draft, setDraft] = useState(() => t('messageField.draft'));
  return (
    <GallerySection id="message-textarea" component="MessageTextarea">
      <MessageTextarea label={t('messageField.label')} placeholder={t('messageField.placeholder')} value={empty} onChange={(event) => setEmpty(event.target.value)} />
      <MessageTextarea label={t('messageField.label')} value={draft} onChange={(event) => setDraft(event.target.value)} />
    </GallerySection>
  );
}

export function CountdownSection() {
  const { t } = useTranslation('dev-components');
  const [until, setUntil] = useState(() => Date.now() + COUNTDOWN_MS);
  return (
    <GallerySection id="countdown" component="Countdown">
      <p className={styles.countdown}>
        <Icon name="clock" />
        <span>
          <Trans t={t} i18nKey="countdown.wait" components={{ timer: <Countdown until={until} onDone={() => setUntil(Date.now() + COUNTDOWN_MS)} /> }} />
        </span>
      </p>
    </GallerySection>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionToast, type ActionToastNote } from '../../../shared/ui/ActionToast.tsx';
import { BenefitsPopup } from '../../../shared/ui/BenefitsPopup.tsx';
import { buttonClass } from '../../../shared/ui/button.ts';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { SideDrawer } from '../../../shared/ui/SideDrawer.tsx';
import { Tooltip } from '../../../shared/ui/Tooltip.tsx';
import type { GalleryTheme } from '../gallery-theme.ts';
import { GallerySection } from '../GallerySection.tsx';
import { SAMPLE_CITIES, SAMPLE_PEOPLE, SOFIA, type SampleCity } from '../sample-people.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import styles from './sections.module.css';
import { UserCard } from './UserCard.tsx';

/** Tall enough for the popup's avatar, texts and three buttons without scrolling. */
const POPUP_FRAME_PX = 640;
const DRAWER_FRAME_PX = 560;
const BENEFITS_FRAME_PX = 480;
/** The paywall sample's benefits (`paywall.benefits.*`), as a premium popup lists them. */
const BENEFITS = ['likes', 'messages', 'first'] as const;
/** Room for a line, a button and the toast over the space the bottom navigation takes. */
const TOAST_FRAME_PX = 240;
/** Long enough to look the note over; a real one goes after a few seconds. */
const GALLERY_TOAST_MS = 10 * 60_000;

/** Two tips, open from the start; a click elsewhere or an arrow key closes them, the anchors reopen them. */
export function TooltipSection() {
  const { t } = useTranslation('dev-components');
  const [undoOpen, setUndoOpen] = useState(true);
  const [boostOpen, setBoostOpen] = useState(true);
  return (
    <GallerySection id="tooltip" component="Tooltip">
      <div className={styles.tooltipBelow}>
        <Tooltip open={undoOpen} align="start" placement="bottom" content={t('tooltip.undo')} onClose={() => setUndoOpen(false)}>
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => setUndoOpen((open) => !open)}>
            {t('tooltip.undoAnchor')}
          </button>
        </Tooltip>
      </div>
      <div className={styles.tooltipAbove}>
        <Tooltip open={boostOpen} align="end" placement="top" content={t('tooltip.boost')} onClose={() => setBoostOpen(false)}>
          <button type="button" className={buttonClass('primary', { small: true })} onClick={() => setBoostOpen((open) => !open)}>
            {t('tooltip.boostAnchor')}
          </button>
        </Tooltip>
      </div>
    </GallerySection>
  );
}

/** The popup open in its frame, with an avatar and badge, a description and three buttons, one with a tip. */
export function PopupSection({ theme }: { theme: GalleryTheme }) {
  const { t } = useTranslation('dev-components');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <GallerySection id="popup" component="Popup">
      <ScreenFrame height={POPUP_FRAME_PX}>
        <div className={styles.behind}>
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => setOpen(true)}>
            {t('popup.open')}
          </button>
          <ul className={styles.behindCards}>
            {SAMPLE_PEOPLE.map((person) => (
              <li key={person.id}>
                <UserCard person={person} />
              </li>
            ))}
          </ul>
        </div>
        {open && (
          <Popup
            title={t('popup.title', { name: SOFIA.name })}
            description={t('popup.description')}
            avatar={{ src: SOFIA.photo, alt: t('people.photoOf', { name: SOFIA.name }), badge: { tier: theme.tier, label: t(`tiers.${theme.tier}`) } }}
            buttons={[
              { label: t('popup.read'), tip: t('popup.readTip'), onClick: close },
              { label: t('popup.coins'), onClick: close },
              { label: t('popup.later'), variant: 'ghost', onClick: close },
            ]}
            onClose={close}
          />
        )}
      </ScreenFrame>
    </GallerySection>
  );
}

/** Where a member met a limit: what premium adds there, open in its frame; the button behind reopens it. */
export function BenefitsPopupSection() {
  const { t } = useTranslation('dev-components');
  const [open, setOpen] = useState(true);
  return (
    <GallerySection id="benefits-popup" component="BenefitsPopup">
      <ScreenFrame height={BENEFITS_FRAME_PX}>
        <div className={styles.behind}>
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => setOpen(true)}>
            {t('popup.open')}
          </button>
        </div>
        {open && (
          <BenefitsPopup
            title={t('benefitsPopup.title')}
            description={t('benefitsPopup.description', { name: SOFIA.name })}
            benefits={BENEFITS.map((benefit) => t(`paywall.benefits.${benefit}.title`))}
            closeLabel={t('benefitsPopup.close')}
            onClose={() => setOpen(false)}
          />
        )}
      </ScreenFrame>
    </GallerySection>
  );
}

/** City selection: the drawer open in its frame; searching narrows the list, picking one closes it. */
export function SideDrawerSection() {
  const { t } = useTranslation('dev-components');
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  const [city, setCity] = useState<SampleCity>('lisbon');
  const cities = SAMPLE_CITIES.map((id) => ({ id, name: t(`cities.${id}`) })).filter(({ name }) => name.toLocaleLowerCase().includes(query.toLocaleLowerCase()));
  return (
    <GallerySection id="side-drawer" component="SideDrawer">
      <ScreenFrame height={DRAWER_FRAME_PX}>
        <div className={styles.behind}>
          <p>{t('drawer.chosen', { city: t(`cities.${city}`) })}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              setQuery('');
              setOpen(true);
            }}
          >
            {t('drawer.open')}
          </button>
        </div>
        <SideDrawer
          open={open}
          title={t('drawer.title')}
          search={{ label: t('drawer.search'), placeholder: t('drawer.search'), onSearch: setQuery }}
          items={cities}
          onPick={(picked) => setCity(picked.id)}
          onClose={() => setOpen(false)}
        />
      </ScreenFrame>
    </GallerySection>
  );
}

/** The unblock note with its Undo, in its frame above where the navigation would be; Undo, close or the button behind show what happened. */
export function ActionToastSection() {
  const { t } = useTranslation('dev-components');
  // Each showing is a new note with its own id; `open` is false once it has gone.
  const [noteId, setNoteId] = useState(1);
  const [open, setOpen] = useState(true);
  const [undone, setUndone] = useState(false);
  const name = SOFIA.name;
  const note: ActionToastNote<number> | null = open
    ? {
        id: noteId,
        message: t('actionToast.message', { name }),
        action: {
          label: t('actionToast.undo'),
          onAction: () => {
            setUndone(true);
            setOpen(false);
          },
        },
      }
    : null;
  return (
    <GallerySection id="action-toast" component="ActionToast">
      <ScreenFrame height={TOAST_FRAME_PX}>
        <div className={styles.behind}>
          <p>{undone ? t('actionToast.undone', { name }) : t('actionToast.message', { name })}</p>
          <button
            type="button"
            className={buttonClass('secondary', { small: true })}
            onClick={() => {
              setUndone(false);
              setNoteId((id) => id + 1);
              setOpen(true);
            }}
          >
            {t('actionToast.open')}
          </button>
        </div>
        <ActionToast
          note={note}
          closeLabel={t('actionToast.close')}
          timeoutMs={GALLERY_TOAST_MS}
          onDismiss={(id) => {
            if (id === noteId) setOpen(false);
          }}
        />
      </ScreenFrame>
    </GallerySection>
  );
}

import { useTranslation } from 'react-i18next';
import type { MatchesUser } from '@amora/contracts';
import { Link } from '../../shared/routing/index.ts';
import { BenefitsPopup } from '../../shared/ui/BenefitsPopup.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { MatchPopup } from './MatchPopup.tsx';

export type GamePopup = { kind: 'match'; user: MatchesUser } | { kind: 'likesLimit' } | { kind: 'photoRequired' } | { kind: 'undoNeedsPremium' } | { kind: 'adsFree' };

const PREMIUM_BENEFITS = ['moreLikes', 'undo', 'whoLikesYou'] as const;

/**
 * The game's popups (spec 2 §2, §4): the mutual match, the daily likes limit, the photo a member
 * needs before reacting, undo for premium, and the ads card's offer of the game without ads.
 * Until payments exist the premium ones list the benefits (DESIGN.md §13), no price.
 */
export function GamePopupHost({ popup, brandName, onClose }: { popup: GamePopup; brandName: string; onClose: () => void }) {
  const { t } = useTranslation('discovery');
  if (popup.kind === 'match') return <MatchPopup user={popup.user} onClose={onClose} />;
  if (popup.kind === 'photoRequired') {
    return (
      <Popup
        title={t('game.noPhoto.title')}
        onClose={onClose}
        actions={
          <Link to="/photos" className={buttonClass('primary', { block: true })}>
            {t('game.noPhoto.action')}
          </Link>
        }
      >
        <p>{t('game.noPhoto.text')}</p>
      </Popup>
    );
  }
  const texts = {
    likesLimit: { title: t('game.popups.likesLimit.title'), text: t('game.popups.likesLimit.text') },
    undoNeedsPremium: { title: t('game.popups.undo.title'), text: t('game.popups.undo.text') },
    adsFree: { title: t('ads.title', { brand: brandName }), text: t('ads.popupText') },
  }[popup.kind];
  return (
    <BenefitsPopup
      title={texts.title}
      description={texts.text}
      benefits={PREMIUM_BENEFITS.map((benefit) => t(`game.popups.benefits.${benefit}`))}
      closeLabel={t('game.popups.keepPlaying')}
      onClose={onClose}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../shared/routing/index.ts';
import { useSelector } from 'react-redux';
import { selectSplitBindings } from '../../app/session/session-slice.ts';
import { BenefitsPopup } from '../../shared/ui/BenefitsPopup.tsx';
import { clearPaywallPending } from '../../shared/signup/paywall-pending.ts';
import { paywallApi } from './api.ts';
import { PAYWALL_BENEFITS } from './benefits.ts';
import { CasualPaywall } from './CasualPaywall.tsx';
import { DefaultPaywall } from './DefaultPaywall.tsx';
import { MirrorOffer } from './MirrorOffer.tsx';
import { paywallVariant } from './paywall-variant.ts';
import styles from './Paywall.module.css';

/** `/sign/activated` (spec 1 §4): the post-signup paywall; skipping leads to matches. */
export default function SignupPaywallPage() {
  const { t } = useTranslation('registration');
  const { search } = useLocation();
  const navigate = useNavigate();
  const splitBindings = useSelector(selectSplitBindings);
  const [variant] = useState(() => paywallVariant(splitBindings, search));
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  const [collect] = paywallApi.useCollectUiEventsMutation();
  const tracked = useRef(false);

  useEffect(() => {
    clearPaywallPending();
    if (tracked.current) return;
    tracked.current = true;
    void collect([{ category: 'paywall_user_list', label: 'user_icon', action: 'show' }]);
  }, [collect]);

  const skip = () => void navigate('/matches', { replace: true });
  const premium = () => setBenefitsOpen(true);
  return (
    <main className={styles.page}>
      {variant === 'mirrorRedirect' && <MirrorOffer search={search} onPremium={premium} onSkip={skip} />}
      {variant === 'casualDating' && <CasualPaywall onPremium={premium} onSkip={skip} />}
      {variant === 'default' && <DefaultPaywall onPremium={premium} onSkip={skip} />}
      {benefitsOpen && (
        <BenefitsPopup
          title={t('paywall.benefits.title')}
          benefits={PAYWALL_BENEFITS.map((benefit) => t(`paywall.benefits.${benefit}`))}
          closeLabel={t('paywall.benefits.close')}
          onClose={() => setBenefitsOpen(false)}
        />
      )}
    </main>
  );
}

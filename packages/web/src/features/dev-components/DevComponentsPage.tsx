import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { TierTheme } from '../../shared/ui/TierTheme.tsx';
import { galleryTheme } from './gallery-theme.ts';
import styles from './DevComponentsPage.module.css';
import { ButtonSection, CounterBadgeSection, GlyphsSection, IconBadgeSection, IconSection, OnlineMarkSection, TierThemeSection } from './sections/BasicsSections.tsx';
import { CheckboxSection, DisclosureSection, EmailAddressSection, RadioSection, ToggleSection } from './sections/ControlSections.tsx';
import { CountdownSection, MenuItemSection, MessageTextareaSection, PasswordFieldSection, SearchInputSection, TextFieldSection } from './sections/FormSections.tsx';
import { CarouselPaywallSection, CarouselSection, SliderDotsSection, UserCardListSection } from './sections/ListSections.tsx';
import { MessageBubbleSection, MessageStatusIconSection, SubscriptionWidgetSection } from './sections/MessageSections.tsx';
import { ActionToastSection, BenefitsPopupSection, PopupSection, SideDrawerSection, TooltipSection } from './sections/OverlaySections.tsx';
import { EnvelopeIllustrationSection, LoadStateSection, NavigationHeaderSection, PageLayoutSection, SplashSection, StatusScreenSection, TopBarSection } from './sections/ScreenSections.tsx';
import { ThemeBar } from './ThemeBar.tsx';

/**
 * `/dev/components` (demo servers only): every component of shared/ui in realistic states, in
 * the tier and mode of `?tier=…&mode=…`, for review and the e2e screenshots.
 */
export default function DevComponentsPage() {
  const { t } = useTranslation('dev-components');
  const [search] = useSearchParams();
  const theme = galleryTheme(search);
  const heading = useRef<HTMLHeadingElement>(null);

  // The open popup and drawer take focus as they mount; the visitor starts at the top instead.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, []);

  return (
    <TierTheme tier={theme.tier} mode={theme.mode} className={styles.gallery}>
      <main className={styles.page}>
        <header className={styles.intro}>
          <h1 ref={heading} className={styles.title} tabIndex={-1}>
            {t('title')}
          </h1>
          <p>{t('intro')}</p>
        </header>
        <ThemeBar theme={theme} />
        <TierThemeSection theme={theme} />
        <ButtonSection />
        <IconSection />
        <GlyphsSection />
        <IconBadgeSection theme={theme} />
        <CounterBadgeSection />
        <OnlineMarkSection />
        <MenuItemSection theme={theme} />
        <TextFieldSection />
        <PasswordFieldSection />
        <EmailAddressSection />
        <RadioSection />
        <CheckboxSection />
        <ToggleSection />
        <DisclosureSection />
        <SearchInputSection />
        <MessageTextareaSection />
        <CountdownSection />
        <MessageBubbleSection />
        <MessageStatusIconSection />
        <SubscriptionWidgetSection />
        <SliderDotsSection />
        <CarouselSection />
        <UserCardListSection />
        <TooltipSection />
        <PopupSection theme={theme} />
        <BenefitsPopupSection />
        <SideDrawerSection />
        <ActionToastSection />
        <NavigationHeaderSection theme={theme} />
        <TopBarSection />
        <PageLayoutSection theme={theme} />
        <EnvelopeIllustrationSection />
        <StatusScreenSection />
        <LoadStateSection />
        <SplashSection />
        <CarouselPaywallSection theme={theme} />
      </main>
    </TierTheme>
  );
}

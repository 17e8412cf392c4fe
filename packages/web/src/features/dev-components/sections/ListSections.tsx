import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button.ts';
import { Carousel } from '../../../shared/ui/Carousel.tsx';
import { CarouselPaywall } from '../../../shared/ui/CarouselPaywall.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import type { IconName } from '../../../shared/ui/icon-names.ts';
import { Radio } from '../../../shared/ui/Radio.tsx';
import { SliderDots } from '../../../shared/ui/SliderDots.tsx';
import { UserCardList } from '../../../shared/ui/UserCardList.tsx';
import type { GalleryTheme } from '../gallery-theme.ts';
import { GallerySection } from '../GallerySection.tsx';
import { ScreenFrame } from '../ScreenFrame.tsx';
import { SAMPLE_PEOPLE, SOFIA, SOFIA_PHOTOS, type SamplePerson } from '../sample-people.ts';
import { UserCard } from './UserCard.tsx';
import styles from './sections.module.css';

export function SliderDotsSection() {
  const { t } = useTranslation('dev-components');
  const examples = [
    [3, 0],
    [12, 5],
  ] as const;
  return (
    <GallerySection id="slider-dots" component="SliderDots">
      <ul className={styles.dotsList}>
        {examples.map(([count, active]) => (
          <li key={count}>
            <SliderDots count={count} active={active} />
            <span className={styles.note}>{t('sliderDots.caption', { current: active + 1, count })}</span>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}

export function CarouselSection() {
  const { t } = useTranslation('dev-components');
  const slides = SOFIA_PHOTOS.map((photo, index) => (
    <img key={photo} className={styles.photo} src={photo} alt={t('carousel.photo', { name: SOFIA.name, number: index + 1 })} />
  ));
  return (
    <GallerySection id="carousel" component="Carousel">
      <Carousel label={t('carousel.label', { name: SOFIA.name })} slides={slides} infinite />
    </GallerySection>
  );
}

export function UserCardListSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="user-card-list" component="UserCardList">
      <UserCardList label={t('cards.nearby')} items={SAMPLE_PEOPLE} getKey={(person) => person.id} renderCard={(person) => <UserCard person={person} />} />
      <p className={styles.note}>{t('cards.loading')}</p>
      <UserCardList label={t('cards.visitors')} items={[]} getKey={(person: SamplePerson) => person.id} renderCard={(person) => <UserCard person={person} />} columns={3} loading />
    </GallerySection>
  );
}

const BENEFITS: readonly { icon: IconName; key: string }[] = [
  { icon: 'heart', key: 'likes' },
  { icon: 'message', key: 'messages' },
  { icon: 'rocket', key: 'first' },
];
const TARIFFS = [
  { key: 'week', price: 9.99 },
  { key: 'month', price: 19.99, popular: true },
  { key: 'quarter', price: 39.99 },
] as const;

/** A paywall in the chosen tier: benefit slides, three plans to pick from, terms and a button. */
export function CarouselPaywallSection({ theme }: { theme: GalleryTheme }) {
  const { t, i18n } = useTranslation('dev-components');
  const [plan, setPlan] = useState<string>('month');
  const legendId = useId();
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const slides = BENEFITS.map(({ icon, key }) => (
    <div key={key} className={styles.benefit}>
      <span className={styles.benefitIcon}>
        <Icon name={icon} size={32} />
      </span>
      <h3>{t(`paywall.benefits.${key}.title`)}</h3>
      <p>{t(`paywall.benefits.${key}.text`)}</p>
    </div>
  ));
  const tariffs = (
    <div role="radiogroup" aria-labelledby={legendId} className={styles.tariffs}>
      <p id={legendId} className="visually-hidden">
        {t('paywall.plans')}
      </p>
      {TARIFFS.map((tariff) => (
        <Radio
          key={tariff.key}
          className={styles.tariff}
          name="gallery-plan"
          value={tariff.key}
          checked={plan === tariff.key}
          onChange={() => setPlan(tariff.key)}
          label={
            <span className={styles.tariffLine}>
              <span className={styles.tariffName}>
                {t(`paywall.tariffs.${tariff.key}`)}
                {'popular' in tariff && <span className={styles.popular}>{t('paywall.popular')}</span>}
              </span>
              <span className={styles.tariffPrice}>{price.format(tariff.price)}</span>
            </span>
          }
        />
      ))}
    </div>
  );
  return (
    <GallerySection id="carousel-paywall" component="CarouselPaywall">
      <ScreenFrame>
        <CarouselPaywall
          tier={theme.tier}
          title={t('paywall.title')}
          carousel={<Carousel label={t('paywall.benefitsLabel')} slides={slides} />}
          tariffs={tariffs}
          text={t('paywall.terms')}
          button={
            <button type="button" className={buttonClass('primary', { block: true, className: styles.paywallButton })}>
              {t('paywall.continue')}
            </button>
          }
        />
      </ScreenFrame>
    </GallerySection>
  );
}

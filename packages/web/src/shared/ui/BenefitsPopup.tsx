import { Popup } from './Popup.tsx';
import styles from './BenefitsPopup.module.css';

export interface BenefitsPopupProps {
  title: string;
  /** A sentence on why it opened, where the place it opens from needs one. */
  description?: string;
  /** What the plan adds there, already in the member's words. */
  benefits: readonly string[];
  closeLabel: string;
  onClose: () => void;
}

/**
 * What a paid plan adds where the member met its limit (a held message, a locked search, the
 * teasers): a bulleted list in a popup that one button closes. No price until payments exist
 * (DESIGN.md §13); the purchase joins it here, for every place at once.
 */
export function BenefitsPopup({ title, description, benefits, closeLabel, onClose }: BenefitsPopupProps) {
  return (
    <Popup title={title} description={description} buttons={[{ label: closeLabel, onClick: onClose }]} onClose={onClose}>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </Popup>
  );
}

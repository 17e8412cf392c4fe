import { Fragment } from 'react';
import styles from './EmailAddress.module.css';

/**
 * An e-mail address kept whole where it fits, and wrapped only after the @ or before a dot when
 * it does not ("demo@" / "example.com"), never in the middle of a word unless one part alone
 * is wider than the line. `as="strong"` when the address is the point of the sentence.
 */
export function EmailAddress({ address, className, as: Element = 'span' }: { address: string; className?: string; as?: 'span' | 'strong' }) {
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at + 1);
  const domain = at < 0 ? '' : address.slice(at + 1);
  return (
    <Element className={className ? `${styles.address} ${className}` : styles.address}>
      {withBreaks(local)}
      {at >= 0 && <wbr />}
      {withBreaks(domain)}
    </Element>
  );
}

/** The text with a line-break opportunity before each dot after the first character. */
function withBreaks(text: string) {
  return text.split(/(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

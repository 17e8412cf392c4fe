import { MenuItem } from '../../shared/ui/MenuItem.tsx';
import styles from './Legal.module.css';

/** A list of legal pages, each a row leading to it. */
export function LegalMenu({ label, items }: { label: string; items: readonly { to: string; title: string }[] }) {
  return (
    <nav className={styles.menu} aria-label={label}>
      {items.map((item) => (
        <MenuItem key={item.to} to={item.to} title={item.title} />
      ))}
    </nav>
  );
}

import styles from './OnlineMark.module.css';

/** "Online" with its green dot, as member cards and profiles show a member who is here now. */
export function OnlineMark({ label, as: Tag = 'span' }: { label: string; as?: 'span' | 'li' }) {
  return <Tag className={styles.online}>{label}</Tag>;
}

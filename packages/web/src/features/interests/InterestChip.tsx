import { Checkbox } from '../../shared/ui/Checkbox.tsx';

/** One interest as the kit's checkbox chip: a real checkbox, so Space toggles it and it reads as checked or not. */
export function InterestChip({ title, checked, onToggle }: { title: string; checked: boolean; onToggle: () => void }) {
  return <Checkbox look="chip" label={title} checked={checked} onChange={onToggle} />;
}

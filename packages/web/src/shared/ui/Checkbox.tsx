import { ChoiceControl, type ChoiceProps } from './choice-control.tsx';

/**
 * The kit's checkbox: a native checkbox in its label, a rounded square filled with the brand
 * colour and ticked when checked; Space toggles it. Looks: `row` (default), `card`, `chip`.
 */
export function Checkbox(props: ChoiceProps) {
  return <ChoiceControl type="checkbox" {...props} />;
}

import { ChoiceControl, type ChoiceProps } from './choice-control.tsx';

/**
 * The kit's radio button: a native radio in its label, a ring in the brand colour with a dot
 * when chosen. Group several with one `name` inside a <fieldset> or role="radiogroup"; the
 * arrow keys move between them. Looks: `row` (default), `card`, `chip`.
 */
export function Radio(props: ChoiceProps) {
  return <ChoiceControl type="radio" {...props} />;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip, type TooltipAlign, type TooltipPlacement } from '../ui/Tooltip.tsx';
import type { Tutorial } from './use-tutorial.ts';

/**
 * The kit tooltip for one tutorial (spec 2 §2 "Tooltips"), its words from the `tutorials`
 * namespace under the tutorial's name; closing it hides the tutorial, and so does using the control
 * it points at (the tip was taken: it must not linger behind the sheet that control opens). Near a
 * screen edge, align it to that edge so it stays inside a 360 px screen.
 */
export function TutorialTooltip({
  tutorial,
  values,
  align,
  placement,
  block,
  children,
}: {
  tutorial: Tutorial;
  values?: Record<string, string>;
  align?: TooltipAlign;
  placement?: TooltipPlacement;
  block?: boolean;
  children: ReactNode;
}) {
  // No suspense: the anchor renders at once; the tutorial shows only once the words are here.
  const { t } = useTranslation('tutorials', { useSuspense: false });
  return (
    <Tooltip open={tutorial.open} content={tutorial.open ? t(tutorial.name, values) : null} align={align} placement={placement} block={block} closeOnAnchorClick onClose={tutorial.hide}>
      {children}
    </Tooltip>
  );
}

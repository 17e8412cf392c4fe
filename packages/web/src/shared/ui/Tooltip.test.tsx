import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { Tooltip, type TooltipAlign, type TooltipPlacement } from './Tooltip.tsx';

function Tutorial({ align, placement, closeOnAnchorClick, onClose = () => {} }: { align?: TooltipAlign; placement?: TooltipPlacement; closeOnAnchorClick?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <p>Elsewhere</p>
      <Tooltip open={open} content="Add your interests" align={align} placement={placement} closeOnAnchorClick={closeOnAnchorClick} onClose={close}>
        <button type="button">Interests</button>
      </Tooltip>
    </>
  );
}

describe('Tooltip (spec 2 §2, spec 3 §2)', () => {
  it('sits over its anchor, centred, by default', () => {
    render(<Tutorial />);

    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Add your interests');
    expect(tip.dataset).toMatchObject({ align: 'center', placement: 'top' });
  });

  it.each([
    ['start', 'top'],
    ['end', 'bottom'],
    ['center', 'bottom'],
  ] as const)('aligns to the %s, placed at the %s', (align, placement) => {
    render(<Tutorial align={align} placement={placement} />);

    expect(screen.getByRole('tooltip').dataset).toMatchObject({ align, placement });
  });

  it('keeps a full-width anchor a block when asked', () => {
    render(
      <Tooltip open content="Tip" block onClose={() => {}}>
        <button type="button">Row</button>
      </Tooltip>,
    );

    expect(screen.getByRole('button', { name: 'Row' }).parentElement!.dataset.block).toBe('true');
  });

  it('closes on a click outside, not on a click on its anchor or itself', () => {
    const onClose = vi.fn();
    render(<Tutorial onClose={onClose} />);

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Interests' }));
    fireEvent.pointerDown(screen.getByRole('tooltip'));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when its anchor is used, when asked, and not before', () => {
    const onClose = vi.fn();
    render(<Tutorial closeOnAnchorClick onClose={onClose} />);

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Interests' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Interests' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it.each(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])('closes on %s', (key) => {
    render(<Tutorial />);

    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

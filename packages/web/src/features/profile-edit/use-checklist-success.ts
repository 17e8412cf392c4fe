import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { enqueuePopup } from '../../shared/overlays/overlay-slice.ts';
import { useGetCompletenessQuery } from '../../api/completeness.ts';

/**
 * Queues check_list_success_popup when the checklist total reaches 100 while the member edits
 * (spec 1 §2): a save refreshes the checklist (its cache tag is the profile's), and the popup
 * follows a rise to 100, never a profile that was complete already.
 */
export function useChecklistSuccess(): void {
  const dispatch = useDispatch();
  const { data } = useGetCompletenessQuery();
  const total = data?.total.percentage ?? null;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (total === null) return;
    const before = previous.current;
    previous.current = total;
    if (before !== null && before < 100 && total === 100) dispatch(enqueuePopup({ name: 'check_list_success_popup' }));
  }, [total, dispatch]);
}

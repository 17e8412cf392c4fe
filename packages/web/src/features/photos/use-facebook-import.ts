import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { openPopup, showPush } from '../../shared/overlays/overlay-slice.ts';
import { useImportPhotoFromUrlMutation, usePublishPhotosMutation } from './photos-api.ts';

export type ImportOutcome = 'imported' | 'partly' | 'failed';

/**
 * Imports the chosen Facebook photos one by one through the from-url call, then publishes them
 * after the album's photos, as an upload does (spec 3 §4).
 */
export function useFacebookImport(existingPhotoIds: readonly string[]) {
  const dispatch = useDispatch<AppDispatch>();
  const [importFromUrl] = useImportPhotoFromUrlMutation();
  const [publish] = usePublishPhotosMutation();
  const [importing, setImporting] = useState(false);

  const importPhotos = useCallback(
    async (urls: readonly string[]): Promise<ImportOutcome> => {
      setImporting(true);
      const imported: string[] = [];
      for (const url of urls) {
        const answer = await importFromUrl(url);
        if (answer.data) imported.push(answer.data.id);
      }
      if (imported.length > 0) {
        const published = await publish([...existingPhotoIds, ...imported]);
        if (published.error) dispatch(api.util.invalidateTags(['Album', 'Profile']));
      }
      setImporting(false);
      if (imported.length === urls.length) {
        dispatch(openPopup('photo_upload_success_popup'));
        return 'imported';
      }
      if (imported.length > 0) {
        dispatch(showPush({ messageKey: 'photos:facebook.partlyImported', tone: 'success', type: 'photo_upload_success' }));
        return 'partly';
      }
      dispatch(showPush({ messageKey: 'photos:facebook.importFailed', tone: 'error' }));
      return 'failed';
    },
    [dispatch, existingPhotoIds, importFromUrl, publish],
  );

  return { importing, importPhotos };
}

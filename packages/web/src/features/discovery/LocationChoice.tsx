import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationSource } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { useGetMemberLocationQuery, useReturnToCityMutation, useShareBrowserPositionMutation } from './api.ts';
import styles from './SearchPage.module.css';

type Problem = 'denied' | 'unavailable' | 'tooOften' | 'failed';

/** The browser's position, once, without a watch: the server snaps it and keeps only its cell. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: 600_000, timeout: 15_000 }));
}

/** A geolocation failure (GeolocationPositionError: a code and its constants), or the server's answer. */
function problemOf(error: unknown): Problem {
  if (error && typeof error === 'object' && 'PERMISSION_DENIED' in error) {
    const { code, PERMISSION_DENIED } = error as GeolocationPositionError;
    return code === PERMISSION_DENIED ? 'denied' : 'unavailable';
  }
  return (error as ApiError | undefined)?.status === 429 ? 'tooOften' : 'failed';
}

/**
 * Where distances are measured from (DESIGN.md §14): the profile city, or the member's position
 * when they choose to share it. What is kept is a grid cell of about 0.7 km², never the position:
 * the text says so, since that is what makes sharing it safe.
 */
export function LocationChoice() {
  const { t } = useTranslation('discovery');
  const { data } = useGetMemberLocationQuery();
  const [share, sharing] = useShareBrowserPositionMutation();
  const [returnToCity, returning] = useReturnToCityMutation();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const source: LocationSource = data?.source ?? 'none';
  const busy = locating || sharing.isLoading || returning.isLoading;

  const sharePosition = async () => {
    setProblem(null);
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      setLocating(false);
      await share({ latitude: coords.latitude, longitude: coords.longitude }).unwrap();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setLocating(false);
    }
  };

  const measureFromCity = async () => {
    setProblem(null);
    await returnToCity()
      .unwrap()
      .catch((error: unknown) => setProblem(problemOf(error)));
  };

  return (
    <div className={styles.location}>
      <p>{t(`location.${source}`)}</p>
      {source === 'browser' ? (
        <button type="button" className={buttonClass('ghost', { small: true })} disabled={busy} onClick={() => void measureFromCity()}>
          {t('location.useCity')}
        </button>
      ) : (
        'geolocation' in navigator && (
          <button type="button" className={buttonClass('secondary', { small: true })} disabled={busy} aria-busy={busy} onClick={() => void sharePosition()}>
            {locating ? t('location.locating') : t('location.share')}
          </button>
        )
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(`location.problem.${problem}`)}
        </p>
      )}
    </div>
  );
}

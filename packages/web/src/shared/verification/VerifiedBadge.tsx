import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileInfo } from '@amora/contracts';
import { VerifiedMark } from './VerifiedMark.tsx';

/** The verified badge next to a member's name (spec 1 §2, spec 3 §4): only for a verified member. */
export function VerifiedBadge({ profile }: { profile: ProfileInfo }) {
  if (!profile.common?.is_verified) return null;
  // Its label loads with the verification strings; the name beside it never waits for them.
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

function Badge() {
  const { t } = useTranslation('verification');
  return <VerifiedMark label={t('badge.label')} />;
}

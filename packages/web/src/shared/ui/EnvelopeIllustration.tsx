import { PageIllustration } from './PageLayout.tsx';

/** The envelope drawn above the "check your inbox" texts (recover sent, sign-done). */
export function EnvelopeIllustration() {
  return (
    <PageIllustration>
      <svg viewBox="0 0 48 48" width="48" height="48">
        <rect x="6" y="11" width="36" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M7 13l17 13 17-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
    </PageIllustration>
  );
}

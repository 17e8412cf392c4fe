import { Suspense, useCallback } from 'react';
import { Navigate, Route, Routes, useLocation } from '../../shared/routing/index.ts';
import { useDispatch } from 'react-redux';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { accountState } from '../../features/account-status/account-status.ts';
import { BannedScreen } from '../../features/account-status/BannedScreen.tsx';
import { RestoreScreen } from '../../features/account-status/RestoreScreen.tsx';
import { InterimPage, type MemberSection } from '../../features/interim/InterimPage.tsx';
import { NotFoundPage } from '../../features/interim/NotFoundPage.tsx';
import { ProfileChecklistPage } from '../../features/profile/ProfileChecklistPage.tsx';
import { InterestsStepPage } from '../../features/interests/InterestsStepPage.tsx';
import { PersonalDataPage } from '../../features/profile-edit/PersonalDataPage.tsx';
import { ProfileEditPage } from '../../features/profile-edit/ProfileEditPage.tsx';
import { ProfilePreviewPage } from '../../features/profile-edit/ProfilePreviewPage.tsx';
import { ProfileStepsPage } from '../../features/profile-edit/ProfileStepsPage.tsx';
import { PhotosArea } from '../../features/photos/PhotosArea.tsx';
import { PhotoModerationWatcher } from '../../features/photos/PhotoModerationWatcher.tsx';
import { VerificationWatcher } from '../../features/verification/VerificationWatcher.tsx';
import { LikesMeWatcher } from '../../features/activity/likes-me/LikesMeWatcher.tsx';
import { WebPushWatcher } from '../../features/webpush/WebPushWatcher.tsx';
import { SettingsArea } from '../../features/settings/SettingsArea.tsx';
import { SafetyToastHost } from '../../features/safety/SafetyToast.tsx';
import { RealtimeChannel } from '../../features/realtime/RealtimeChannel.tsx';
import { registerMessengerSync } from '../../features/messenger/live/chat-sync.ts';
import { lazyWithRetry } from '../../shared/browser/lazy-with-retry.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { LegalSettingsArea } from '../routes/LegalSettingsArea.tsx';
import { LEGACY_CONTACT_PATH } from '../routes/contact-path.ts';
import { ProfilePage } from '../routes/ProfilePage.tsx';
import { logout } from '../session/logout.ts';
import { BottomNav } from './BottomNav.tsx';
import { UnreadTitle } from './UnreadTitle.tsx';
import styles from './LoggedInArea.module.css';
import { provideMessengerSync } from '../store.ts';

// The messenger's chat sync comes with this area: the first page does not carry it.
provideMessengerSync(registerMessengerSync);

/** The logged-in paths of spec 1 §2 whose screens later issues build, by section. */
const MEMBER_SECTIONS: [path: string, section: MemberSection][] = [
  ['/contact', 'contacts'],
  ['/profile/*', 'profileMore'],
];

/** The matches game, the post-login home, and search and nearby (issue 16): chunks of their own. */
const MatchesRoute = lazyWithRetry(() => import('../routes/MatchesRoute.tsx'));
const MatchesListRoute = lazyWithRetry(() => import('../routes/MatchesListRoute.tsx'));
/** Other members' profiles (issue 16): a chunk of their own. */
const ContactRoute = lazyWithRetry(() => import('../routes/ContactRoute.tsx'));
const SearchPage = lazyWithRetry(() => import('../../features/discovery/SearchPage.tsx'));
/** The activity feed (issue 17): a chunk of its own. */
const FeedPage = lazyWithRetry(() => import('../../features/feed/FeedPage.tsx'));
/** The messenger (issue 18): the dialog list and the thread, chunks of their own. */
const DialogsPage = lazyWithRetry(() => import('../routes/DialogsRoute.tsx'));
const ThreadRoute = lazyWithRetry(() => import('../../features/messenger/thread/ThreadRoute.tsx'));
/** The system thread (issue 18 point 7): a chunk of its own. */
const SystemThreadPage = lazyWithRetry(() => import('../../features/system-thread/SystemThreadPage.tsx'));
/** The blocklist (issue 17): a chunk of its own. */
const BlocklistRoute = lazyWithRetry(() => import('../routes/BlocklistRoute.tsx'));
/** The people lists (issue 17 point 1): /activity/* and the profile's favourites, visitors and suitable, a chunk of their own. */
const ActivityRoute = lazyWithRetry(() => import('../routes/ActivityRoute.tsx'));

function Fallback() {
  const { pathname } = useLocation();
  return LEGACY_CONTACT_PATH.test(pathname) ? (
    <Suspense fallback={<Splash />}>
      <ContactRoute />
    </Suspense>
  ) : (
    <NotFoundPage />
  );
}

/**
 * The logged-in area: one lazily loaded chunk (spec 1 §2). A banned member sees only the banned
 * screen; a hidden or self-removed one the restore screen (spec 1 §4, §6).
 */
export default function LoggedInArea() {
  const dispatch = useDispatch<AppDispatch>();
  const { data: profile, isLoading } = useGetOwnProfileQuery();
  const onLogout = useCallback(() => void logout(dispatch), [dispatch]);

  if (isLoading) return <Splash />;
  const state = profile?.common ? accountState(profile.common.ok) : 'active';
  if (state === 'banned') return <BannedScreen onLogout={onLogout} />;
  if (state === 'restorable') return <RestoreScreen onLogout={onLogout} />;

  return (
    <div className={styles.shell}>
      <RealtimeChannel />
      <PhotoModerationWatcher />
      <VerificationWatcher />
      <LikesMeWatcher />
      <WebPushWatcher />
      <main className={styles.content}>
        <Routes>
          <Route path="/matches" element={<Suspense fallback={<Splash />}><MatchesRoute /></Suspense>} />
          <Route path="/matches/list" element={<Suspense fallback={<Splash />}><MatchesListRoute /></Suspense>} />
          <Route path="/contact/:hid" element={<Suspense fallback={<Splash />}><ContactRoute /></Suspense>} />
          <Route path="/search" element={<Suspense fallback={<Splash />}><SearchPage /></Suspense>} />
          <Route path="/feeds" element={<Suspense fallback={<Splash />}><FeedPage /></Suspense>} />
          <Route path="/dialogs" element={<Suspense fallback={<Splash />}><DialogsPage /></Suspense>} />
          <Route path="/dialogs/:hid" element={<Suspense fallback={<Splash />}><ThreadRoute /></Suspense>} />
          <Route path="/systemthread" element={<Suspense fallback={<Splash />}><SystemThreadPage /></Suspense>} />
          <Route path="/messages" element={<Navigate to="/dialogs" replace />} />
          <Route path="/thread" element={<Navigate to="/dialogs" replace />} />
          <Route path="/profile" element={<ProfilePage onLogout={onLogout} />} />
          <Route path="/activity" element={<Navigate to="/activity/likes" replace />} />
          <Route path="/activity/*" element={<Suspense fallback={<Splash />}><ActivityRoute /></Suspense>} />
          <Route path="/profile/favd" element={<Suspense fallback={<Splash />}><ActivityRoute list="favourites" /></Suspense>} />
          <Route path="/profile/visitors" element={<Suspense fallback={<Splash />}><ActivityRoute list="visitors" /></Suspense>} />
          <Route path="/profile/suitable" element={<Suspense fallback={<Splash />}><ActivityRoute list="suitable" /></Suspense>} />
          <Route path="/profile/checklist" element={<Suspense fallback={<Splash />}><ProfileChecklistPage /></Suspense>} />
          <Route path="/profile/steps/interests" element={<Suspense fallback={<Splash />}><InterestsStepPage /></Suspense>} />
          <Route path="/profile/steps" element={<Suspense fallback={<Splash />}><ProfileStepsPage /></Suspense>} />
          <Route path="/profile/edit" element={<Suspense fallback={<Splash />}><ProfileEditPage /></Suspense>} />
          <Route path="/profile/edit/personal-data" element={<Suspense fallback={<Splash />}><PersonalDataPage /></Suspense>} />
          <Route path="/profile/preview" element={<Suspense fallback={<Splash />}><ProfilePreviewPage /></Suspense>} />
          <Route path="/gallery/*" element={<Suspense fallback={<Splash />}><PhotosArea /></Suspense>} />
          <Route path="/photos/*" element={<Suspense fallback={<Splash />}><PhotosArea /></Suspense>} />
          <Route path="/settings/blocklist" element={<Suspense fallback={<Splash />}><BlocklistRoute /></Suspense>} />
          <Route path="/settings/*" element={<Suspense fallback={<Splash />}><SettingsArea /></Suspense>} />
          <Route path="/settings/legal-documents/*" element={<Suspense fallback={<Splash />}><LegalSettingsArea /></Suspense>} />
          <Route path="/settings/privacy/cookie-privacy-settings" element={<Suspense fallback={<Splash />}><LegalSettingsArea /></Suspense>} />
          <Route path="/settings/privacy/do-not-sell-my-personal-information" element={<Suspense fallback={<Splash />}><LegalSettingsArea /></Suspense>} />
          <Route path="/settings/consumer-info-center/*" element={<Suspense fallback={<Splash />}><LegalSettingsArea /></Suspense>} />
          {MEMBER_SECTIONS.map(([path, section]) => (
            <Route key={path} path={path} element={<InterimPage area="member" section={section} />} />
          ))}
          <Route path="*" element={<Fallback />} />
        </Routes>
      </main>
      <BottomNav />
      <UnreadTitle />
      <Suspense fallback={null}>
        <SafetyToastHost />
      </Suspense>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';
import { FacebookPhotosPage } from './FacebookPhotosPage.tsx';
import { MemberGalleryPage, OwnGalleryPage } from './GalleryPages.tsx';
import { PhotoManagerPage } from './PhotoManagerPage.tsx';

function UnknownPhotoPage() {
  const { t } = useTranslation('photos');
  return (
    <StatusScreen
      title={t('notFound')}
      actions={
        <Link to="/photos" className={buttonClass('primary')}>
          {t('manager.title')}
        </Link>
      }
    />
  );
}

/**
 * /gallery/*, /photos/* (spec 1 §2, spec 3 §2). Mounted under both prefixes, so the routes below
 * are relative to whichever one matched.
 */
export function PhotosArea() {
  const gallery = useLocation().pathname.startsWith('/gallery');
  return gallery ? (
    <Routes>
      <Route index element={<OwnGalleryPage />} />
      <Route path=":userHashId/photos/:photoId" element={<MemberGalleryPage />} />
      <Route path="*" element={<UnknownPhotoPage />} />
    </Routes>
  ) : (
    <Routes>
      <Route index element={<PhotoManagerPage />} />
      <Route path="facebook" element={<FacebookPhotosPage />} />
      <Route path="*" element={<UnknownPhotoPage />} />
    </Routes>
  );
}

'use client';

import { useSearchParams } from 'next/navigation';
import { countMissingAlt } from '@/lib/admin/media';
import { useResource } from '@/lib/admin/use-resource';
import { AddressListScreen, AdminPage, PageIntro } from '../kit';
import { AssetBrowser } from './asset-browser';
import { LibraryViews, viewOf } from './library-views';
import { MissingAltList } from './missing-alt-list';

// /admin/media (issue 28): every picture, video and caption track the site uses, with its
// words and where it is used. Its views: all files (with the upload), unused files (with a
// bulk delete), and the pictures records show without alt text, in English and in Arabic.

export function MediaLibrary() {
  return (
    <AddressListScreen title="Media library" loadingLabel="Loading the media library…">
      <LibraryScreen />
    </AddressListScreen>
  );
}

function LibraryScreen() {
  const view = viewOf(useSearchParams().get('view'));
  const missingAlt = useResource((signal) => countMissingAlt(signal), 'missing-alt-count');
  const missingArabicAlt = useResource(
    (signal) => countMissingAlt(signal, 'ar'),
    'missing-alt-ar-count',
  );
  const countsChanged = () => {
    missingAlt.reload();
    missingArabicAlt.reload();
  };
  return (
    <AdminPage title="Media library">
      <PageIntro>
        Every picture, video and caption track of the site. Describe each picture for people who
        cannot see it: a blog or case study cannot be published while a picture it shows has no alt
        text.
      </PageIntro>
      <LibraryViews
        current={view}
        missing={{ 'missing-alt': missingAlt.data, 'missing-alt-ar': missingArabicAlt.data }}
      />
      {view === 'missing-alt' || view === 'missing-alt-ar' ? (
        <MissingAltList key={view} locale={view === 'missing-alt' ? 'en' : 'ar'} />
      ) : (
        <AssetBrowser key={view} unusedOnly={view === 'unused'} onChanged={countsChanged} />
      )}
    </AdminPage>
  );
}

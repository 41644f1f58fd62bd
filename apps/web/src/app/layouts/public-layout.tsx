import { useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PageLoadingBar } from '../../components/ui/page-loading-bar';
import { AssistantWidget } from '../../features/assistant';
import { MaskBanner } from '../../features/mask';
import { ScrollToTop } from '../scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The assistant's button, once the page is running (a server-rendered page shows no button that
 * cannot work yet); its dialog loads when first opened.
 */
function AssistantAfterStart() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started ? <AssistantWidget /> : null;
}

/** The common public layout of spec §2: header with navigation, the page, footer. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <PageLoadingBar active={navigation.state === 'loading'} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <MaskBanner />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <AssistantAfterStart />
    </div>
  );
}

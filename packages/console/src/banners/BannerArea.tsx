// The banners of the current screen (SPEC §4 Banners): the store's visible banners whose
// container is everywhere ('global', 'top') or the current area (e.g. 'dashboard' on /),
// highest priority first. Loading /banners.yaml failing only logs: banners are optional.
import { useSignalValue } from '@fleet/elements';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsoleText } from '../i18n/use-console-text';
import { bannersForPath } from './banner-placement';
import { BannerCard } from './BannerCard';
import { consoleBanners } from './banners-store';
import * as css from './banners.css';

export function BannerArea() {
  const t = useConsoleText();
  const store = consoleBanners();
  const { pathname } = useLocation();
  const visible = useSignalValue(store.visible);

  useEffect(() => {
    store.load().catch((error: unknown) => console.warn('Could not load the banners.', error));
  }, [store]);

  const banners = bannersForPath(visible, pathname);
  if (banners.length === 0) return null;
  return (
    <section className={css.area} aria-label={t('console.banners.label')}>
      <ul className={css.list}>
        {banners.map((banner) => (
          <BannerCard key={banner.id} banner={banner} onDismiss={store.dismiss} />
        ))}
      </ul>
    </section>
  );
}

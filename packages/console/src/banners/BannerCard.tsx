// One banner (SPEC §3 Banner): its title and message in its variant's colours, its actions
// (a route, a web address or a registered handler) and, when dismissible, a dismiss button
// whose choice is saved (SPEC §4).
import { Button, Link, useSignals } from '@fleet/elements';
import type { Banner } from '@fleet/sdk';
import { useNavigate } from 'react-router';
import { useConsoleText } from '../i18n/use-console-text';
import { bannerActionEffect, type BannerAction } from './banner-actions';
import { bannerVariant } from './banner-look';
import * as css from './banners.css';

export interface BannerCardProps {
  banner: Banner;
  onDismiss(bannerId: string): void;
}

function BannerActionButton({ action, onDone }: { action: BannerAction; onDone(): void }) {
  useSignals();
  const navigate = useNavigate();
  const effect = bannerActionEffect(action);
  const variant = action.variant ?? 'secondary';
  if (!effect) return null;
  if (effect.kind === 'url') {
    const opensElsewhere = effect.target !== undefined && effect.target !== '_self';
    return (
      <Link
        href={effect.href}
        target={effect.target}
        rel={opensElsewhere ? 'noopener noreferrer' : undefined}
        variant={variant}
        appearance="button"
        onClick={onDone}
      >
        {action.label}
      </Link>
    );
  }
  return (
    <Button
      variant={variant}
      onClick={() => {
        onDone();
        if (effect.kind === 'route') void navigate(effect.to);
        else effect.run();
      }}
    >
      {action.label}
    </Button>
  );
}

export function BannerCard({ banner, onDismiss }: BannerCardProps) {
  const t = useConsoleText();
  const variant = bannerVariant(banner);
  return (
    <li
      className={css.banner[variant]}
      data-banner-id={banner.id}
      data-banner-type={banner.type}
      data-variant={variant}
    >
      <div className={css.body}>
        <strong className={css.title}>{banner.title}</strong>
        {banner.message && <p className={css.message}>{banner.message}</p>}
        {banner.actions && banner.actions.length > 0 && (
          <div className={css.actions}>
            {banner.actions.map((action) => (
              <BannerActionButton
                key={action.label}
                action={action}
                onDone={() => {
                  if (action.dismissOnClick) onDismiss(banner.id);
                }}
              />
            ))}
          </div>
        )}
      </div>
      {banner.dismissible && (
        <Button
          variant="tertiary"
          size="sm"
          aria-label={t('console.banners.dismissNamed', { title: banner.title })}
          onClick={() => onDismiss(banner.id)}
        >
          {t('console.banners.dismiss')}
        </Button>
      )}
    </li>
  );
}

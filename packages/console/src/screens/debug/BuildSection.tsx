// The support page's first facts: which console this is (version, commit, build time), the
// runtime configuration it started with (config.json, all public addresses) and the browser.
import type { RuntimeConfig } from '../../app/runtime-config';
import { buildInfo } from '../../app/build-info';
import { useConsoleLocale, useConsoleText } from '../../i18n';
import { mono } from '../parts/parts.css';
import { DebugFacts } from './DebugFacts';
import { DebugSection } from './DebugSection';
import '../../i18n/messages/debug';

export function BuildSection({ config }: { config: RuntimeConfig }) {
  const t = useConsoleText();
  const locale = useConsoleLocale();
  const build = buildInfo();
  const code = (text: string) => <span className={mono}>{text}</span>;
  return (
    <>
      <DebugSection id="build" title={t('console.debug.build')}>
        <DebugFacts
          items={[
            {
              term: t('console.debug.version'),
              value: build?.version ?? t('console.debug.unknown'),
            },
            {
              term: t('console.debug.commit'),
              value: code(build?.commit ?? t('console.debug.unknown')),
            },
            {
              term: t('console.debug.builtAt'),
              value: build?.builtAt ?? t('console.debug.unknown'),
            },
            { term: t('console.debug.language'), value: locale },
            { term: t('console.debug.browser'), value: navigator.userAgent },
          ]}
        />
      </DebugSection>
      <DebugSection id="config" title={t('console.debug.config')}>
        <DebugFacts
          items={Object.entries(config).map(([key, setting]) => ({
            term: key,
            value: code(String(setting)),
          }))}
        />
      </DebugSection>
    </>
  );
}

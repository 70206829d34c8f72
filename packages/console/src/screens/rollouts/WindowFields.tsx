// The creation flow's maintenance window: off (devices may start any time) or weekdays and
// hours in a time zone, an end before the start meaning the next morning. Beside it, when the
// window next opens (the SDK's window rule, the engine's own), or that it is open now.
import { Select, TextField } from '@fleet/elements';
import { isWindowOpen, nextWindowOpening, WEEKDAYS } from '@fleet/sdk/domain';
import { FormSection } from './FormSection';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { muted } from '../parts/parts.css';
import { DEFAULT_WINDOW, toggleWeekday, type WindowDraft } from './rollout-draft';
import { phaseFields, weekdays as weekdaysCss } from './rollouts.css';
import '../../i18n/messages/rollouts';

/** The IANA zones this browser knows, the user's own first. */
function timeZones(): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', own, ...known])];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function NextOpening({ window }: { window: WindowDraft }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  if (window.weekdays.length === 0 || !TIME.test(window.start) || !TIME.test(window.end))
    return null;
  const now = new Date();
  const opening = isWindowOpen(window, now) ? now : nextWindowOpening(window, now);
  if (!opening) return null;
  const text =
    opening === now
      ? t('console.rollouts.windowOpenNow')
      : t('console.rollouts.nextOpening', { time: formatDateTime(opening) });
  return (
    <p role="status" data-next-opening="">
      {text}
    </p>
  );
}

export interface WindowFieldsProps {
  window: WindowDraft | undefined;
  problem?: string | undefined;
  onChange(window: WindowDraft | undefined): void;
}

export function WindowFields({ window, problem, onChange }: WindowFieldsProps) {
  const t = useConsoleText();
  return (
    <FormSection id="window-heading" title={t('console.rollouts.windowHeading')}>
      <label>
        <input
          type="checkbox"
          checked={window !== undefined}
          onChange={(event) => onChange(event.target.checked ? DEFAULT_WINDOW : undefined)}
        />{' '}
        {t('console.rollouts.windowUse')}
      </label>
      {window && (
        <>
          <fieldset className={weekdaysCss}>
            <legend>{t('console.rollouts.weekdays')}</legend>
            {WEEKDAYS.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={window.weekdays.includes(day)}
                  onChange={() =>
                    onChange({ ...window, weekdays: toggleWeekday(window.weekdays, day) })
                  }
                />{' '}
                {t(`console.rollouts.weekdayNames.${day}`)}
              </label>
            ))}
          </fieldset>
          {problem && <p role="alert">{problem}</p>}
          <div className={phaseFields}>
            <TextField
              label={t('console.rollouts.windowStart')}
              type="time"
              value={window.start}
              onChange={(start) => onChange({ ...window, start })}
            />
            <TextField
              label={t('console.rollouts.windowEnd')}
              type="time"
              value={window.end}
              onChange={(end) => onChange({ ...window, end })}
            />
            <Select
              label={t('console.rollouts.timeZone')}
              value={window.timeZone}
              options={timeZones().map((zone) => ({ value: zone, label: zone }))}
              onChange={(timeZone) => onChange({ ...window, timeZone })}
            />
          </div>
          <p className={muted}>{t('console.rollouts.windowHint')}</p>
          <NextOpening window={window} />
        </>
      )}
    </FormSection>
  );
}

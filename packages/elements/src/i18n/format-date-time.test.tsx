import { assertEqual } from '../testing/assert.js';
import { render } from '../testing/render.js';
import { useFormatDateTime } from './format-date-time.js';

const now = new Date('2025-03-20T12:00:00Z');
const fiveMinutesAgo = '2025-03-20T11:55:00Z';

function Shown({ auto }: { auto?: 'relative' | 'absolute' }) {
  const formatDateTime = useFormatDateTime();
  return <span data-shown>{formatDateTime(fiveMinutesAgo, { now, ...(auto && { auto }) })}</span>;
}

const shown = async (ui: Parameters<typeof render>[0], root: Parameters<typeof render>[1]) =>
  (await render(ui, root)).container.querySelector('[data-shown]')?.textContent;

describe('widgets show dates as the datetime format preference says (SPEC §3)', () => {
  it('relative: how long ago, in the widget’s language', async () => {
    assertEqual(
      await shown(<Shown auto="absolute" />, { datetimeFormat: 'relative', locale: 'fr-CH' }),
      'il y a 5 minutes',
      'relative in fr-CH',
    );
  });

  it('absolute: the date and time, even where the view would pick relative', async () => {
    const expected = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(fiveMinutesAgo));
    assertEqual(
      await shown(<Shown auto="relative" />, { datetimeFormat: 'absolute', locale: 'en-US' }),
      expected,
      'absolute',
    );
  });

  it('auto: what the view picks', async () => {
    assertEqual(
      await shown(<Shown auto="relative" />, { locale: 'en-US' }),
      '5 minutes ago',
      'auto → relative',
    );
  });
});

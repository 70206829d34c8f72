import { assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { changeValue } from '../../testing/user.js';
import { DateTimeInput } from './DateTimeInput.js';
import { fromLocalInputValue, toLocalInputValue } from './local-date-time.js';

describe('DateTimeInput (SPEC §5: scheduledFor must be a valid date)', () => {
  it('converts between local input text and instants', () => {
    const date = new Date(2026, 2, 1, 14, 30);
    assertEqual(toLocalInputValue(date), '2026-03-01T14:30', 'to text');
    assertEqual(fromLocalInputValue('2026-03-01T14:30')?.getTime(), date.getTime(), 'from text');
    assertEqual(fromLocalInputValue(''), null, 'empty');
    assertEqual(fromLocalInputValue('tomorrow'), null, 'not a date');
    assertEqual(toLocalInputValue(new Date(Number.NaN)), '', 'invalid date');
  });

  it('is a labelled datetime-local input valued as a Date', async () => {
    let value: Date | null = null;
    const { container } = await render(
      <DateTimeInput
        label="Schedule for"
        value={new Date(2026, 0, 2, 3, 4)}
        onChange={(d) => (value = d)}
      />,
    );
    const input = container.querySelector('input')!;
    assertEqual(input.type, 'datetime-local', 'type');
    assertEqual(input.value, '2026-01-02T03:04', 'shown');
    assertEqual(
      container.querySelector(`label[for="${input.id}"]`)?.textContent,
      'Schedule for',
      'label',
    );
    await changeValue(input, '2026-05-06T07:08');
    assertEqual(
      (value as Date | null)?.getTime(),
      new Date(2026, 4, 6, 7, 8).getTime(),
      'reported',
    );
  });
});

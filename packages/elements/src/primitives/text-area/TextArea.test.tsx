import { useState } from 'react';
import { assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { TextArea } from './TextArea.js';

function Notes({ onValue }: { onValue(value: string): void }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Notes"
      description="Shown on the device page."
      error="Too long"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('TextArea', () => {
  it('is a labelled, described text input of several lines reporting what is typed', async () => {
    let typed = '';
    const { container } = await render(<Notes onValue={(value) => (typed = value)} />);
    const area = container.querySelector('textarea')!;
    assertEqual(container.querySelector(`label[for="${area.id}"]`)?.textContent, 'Notes', 'label');
    assertEqual(area.getAttribute('aria-invalid'), 'true', 'invalid');
    const described = (area.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => container.querySelector(`[id="${id}"]`)?.textContent);
    assertEqual(texts.includes('Too long'), true, `error described: ${texts.join('|')}`);
    area.focus();
    await user.type('line one');
    await user.press('Enter');
    await user.type('two');
    assertEqual(typed, 'line one\ntwo', 'several lines');
  });
});

import { assert, assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { FileInput } from './FileInput.js';

function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('FileInput (issue 11: styled file input)', () => {
  it('is a labelled file input that reports the chosen file', async () => {
    let chosen: File | undefined;
    const { container } = await render(
      <FileInput label="Package file" accept=".bin" onChange={(file) => (chosen = file)} />,
    );
    const input = container.querySelector('input')!;
    assertEqual(input.type, 'file', 'type');
    assertEqual(input.accept, '.bin', 'accept');
    assertEqual(
      container.querySelector(`label[for="${input.id}"]`)?.textContent,
      'Package file',
      'label',
    );
    choose(input, new File(['firmware'], 'firmware-1.2.bin'));
    assertEqual(chosen?.name, 'firmware-1.2.bin', 'reported file');
  });

  it('shows its error and marks itself invalid', async () => {
    const { container } = await render(
      <FileInput label="Package file" error="Choose a file to upload." onChange={() => {}} />,
    );
    const input = container.querySelector('input')!;
    assertEqual(input.getAttribute('aria-invalid'), 'true', 'aria-invalid');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    assert(
      describedBy
        .split(' ')
        .some(
          (id) =>
            container.querySelector(`[id="${id}"]`)?.textContent === 'Choose a file to upload.',
        ),
      'the error describes the input',
    );
  });

  it('wears the theme: a dashed well, not the bare browser control', async () => {
    const { container } = await render(<FileInput label="Package file" onChange={() => {}} />);
    const style = getComputedStyle(container.querySelector('input')!);
    assertEqual(style.borderStyle, 'dashed', 'border style');
  });
});

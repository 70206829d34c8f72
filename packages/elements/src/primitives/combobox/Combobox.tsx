// A text input with a list of matching options (WAI-ARIA combobox with a listbox popup):
// typing filters, Up/Down move through the list, Enter picks, Escape closes. For long or
// searched lists (fleets, packages); short fixed lists use Select.
import { autoUpdate, flip, FloatingPortal, offset, size, useFloating } from '@floating-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { usePortalContainer } from '../../root/portal-container.js';
import { control } from '../../styles/shared.css.js';
import { Field, type FieldProps } from '../field/Field.js';
import type { SelectOption } from '../select/Select.js';
import { emptyOption, listbox, option as optionClass } from './Combobox.css.js';

export interface ComboboxProps extends Pick<
  FieldProps,
  'label' | 'hideLabel' | 'description' | 'error'
> {
  options: readonly SelectOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  onChange(value: string | null): void;
  /** Called as the user types, e.g. to search on the server (then pass `filter={false}`). */
  onInputChange?(text: string): void;
  /** Filter options by the typed text (default). */
  filter?: boolean;
  placeholder?: string;
}

export function Combobox({
  label,
  hideLabel,
  description,
  error,
  options,
  value,
  onChange,
  onInputChange,
  filter = true,
  placeholder,
}: ComboboxProps) {
  const t = useFormatMessage();
  const id = useId();
  const portal = usePortalContainer();
  const labelOf = (v: string | null) => options.find((o) => o.value === v)?.label ?? '';
  const [text, setText] = useState(() => labelOf(value));
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // A new value from the parent replaces the text (state derived from a prop, not an effect).
  if (shownValue !== value) {
    setShownValue(value);
    setText(labelOf(value));
  }

  const typed = text !== labelOf(value);
  const matches =
    filter && typed
      ? options.filter((o) => o.label.toLowerCase().includes(text.trim().toLowerCase()))
      : options;
  const choices = matches.filter((o) => !o.disabled);
  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(4),
      flip(),
      size({
        apply({ rects, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  const choose = (chosen: SelectOption) => {
    setOpen(false);
    setText(chosen.label);
    onChange(chosen.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            choices.findIndex((o) => o.value === value),
          ),
        );
        return;
      }
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(choices.length - 1, 0)));
    } else if (event.key === 'Enter' && open && choices[active]) {
      event.preventDefault();
      choose(choices[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && choices[active] ? `${id}-option-${choices[active].value}` : undefined;
  return (
    <Field label={label} hideLabel={hideLabel} description={description} error={error}>
      {(controlProps) => (
        <>
          <input
            {...controlProps}
            ref={refs.setReference}
            className={control}
            role="combobox"
            aria-expanded={open}
            aria-controls={`${id}-listbox`}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(0);
              onInputChange?.(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              if (text.trim() === '') onChange(null);
              else setText(labelOf(value));
            }}
          />
          {open && portal && (
            <FloatingPortal root={portal}>
              <ul
                ref={refs.setFloating}
                style={floatingStyles}
                id={`${id}-listbox`}
                role="listbox"
                aria-label={label}
                className={listbox}
                part="listbox"
              >
                {matches.length === 0 && <li className={emptyOption}>{t('ui.noOptions')}</li>}
                {matches.map((option) => (
                  <li
                    key={option.value}
                    id={`${id}-option-${option.value}`}
                    role="option"
                    aria-selected={choices[active]?.value === option.value}
                    aria-disabled={option.disabled || undefined}
                    data-checked={option.value === value || undefined}
                    className={optionClass}
                    // Keep focus in the input: the listbox is driven from there.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => !option.disabled && choose(option)}
                  >
                    {option.label}
                  </li>
                ))}
              </ul>
            </FloatingPortal>
          )}
        </>
      )}
    </Field>
  );
}

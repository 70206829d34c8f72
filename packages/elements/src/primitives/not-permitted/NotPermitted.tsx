// SPEC §2: a button or link the user has no right to use is disabled and explains why with
// the tooltip 'You do not have permission to perform this action'. It stays focusable
// (aria-disabled, not the `disabled` attribute) so keyboard users reach it and hear the reason,
// and a disabled control would swallow the hover that shows the tooltip.
import { registerMessages, RIGHTS_TEXTS } from '@fleet/sdk/domain';
import { useId, type ReactElement, type Ref } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { visuallyHidden } from '../../styles/shared.css.js';
import { Tooltip } from '../tooltip/Tooltip.js';

registerMessages(RIGHTS_TEXTS);

type Control = ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;

/** Props that make a control inert while keeping it focusable. */
export function notPermittedProps(reasonId: string) {
  const block = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
  };
  return {
    'aria-disabled': true,
    'aria-describedby': reasonId,
    'data-not-permitted': '',
    onClick: block,
  } as const;
}

export function NotPermitted({ children }: { children: (reasonId: string) => Control }) {
  const t = useFormatMessage();
  const reasonId = useId();
  const reason = t('rights.notPermitted');
  return (
    <>
      <Tooltip content={reason}>{children(reasonId)}</Tooltip>
      <span id={reasonId} className={visuallyHidden}>
        {reason}
      </span>
    </>
  );
}

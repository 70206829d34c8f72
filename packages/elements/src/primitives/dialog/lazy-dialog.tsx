// A Dialog whose code (its styles, the prompt's field and the progress bar) loads when it first
// opens, from a module that exports it (a widget's lazily loaded part, so that one chunk holds
// all of them). Until then it renders nothing, as a closed <dialog> shows nothing; once loaded
// it stays mounted, so closing returns focus as the Dialog does.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DialogProps } from './Dialog.js';

export function lazyDialog(
  load: () => Promise<{ Dialog: ComponentType<DialogProps> }>,
): ComponentType<DialogProps> {
  const Dialog = lazy(() => load().then((module) => ({ default: module.Dialog })));
  return function LazyDialog(props: DialogProps) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

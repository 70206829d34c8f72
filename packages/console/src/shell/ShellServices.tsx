// What the main layout gives every screen besides the frame: the generic dialogs
// (useConsoleDialogs; toasts come with FleetRoot) and the Device Limit / Trial flow.
import type { ReactNode } from 'react';
import { ConsoleDialogsProvider, DeviceLimitFlow } from '../dialogs';

export function ShellServices({ children }: { children: ReactNode }) {
  return (
    <ConsoleDialogsProvider>
      {children}
      <DeviceLimitFlow />
    </ConsoleDialogsProvider>
  );
}

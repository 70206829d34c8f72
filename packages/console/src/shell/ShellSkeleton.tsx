// What shows at once, before the configuration, the session and the screen are known: the
// shell's frame with placeholders where the navigation and the screen will be. It needs
// nothing loaded (no theme, no texts), so it paints as soon as the script runs.
import { bar, body, frame, side, top } from './shell-skeleton.css';

const Bar = ({ width }: { width: string }) => <span className={bar} style={{ width }} />;

export function ShellSkeleton() {
  return (
    <div className={frame} aria-busy="true" data-testid="shell-skeleton">
      <div className={top}>Fleet Console</div>
      <div className={side} aria-hidden="true">
        {['70%', '60%', '75%', '55%', '65%'].map((width, i) => (
          <Bar key={i} width={width} />
        ))}
      </div>
      <div className={body} aria-hidden="true">
        <Bar width="12rem" />
        {['100%', '100%', '90%', '95%', '80%'].map((width, i) => (
          <Bar key={i} width={width} />
        ))}
      </div>
    </div>
  );
}

// The fleets or devices chosen as a rollout's target, each with a Remove button.
import { Button } from '@fleet/elements';
import { useConsoleText } from '../../i18n';
import { chosenItem, chosenList } from '../parts/parts.css';
import type { Chosen } from './rollout-draft';
import '../../i18n/messages/rollouts';

export interface ChosenListProps {
  label: string;
  chosen: readonly Chosen[];
  onChange(chosen: Chosen[]): void;
}

export function ChosenList({ label, chosen, onChange }: ChosenListProps) {
  const t = useConsoleText();
  if (chosen.length === 0) return null;
  return (
    <ul className={chosenList} aria-label={label}>
      {chosen.map((item) => (
        <li key={item.id} className={chosenItem}>
          <span>{item.name}</span>
          <Button
            size="sm"
            variant="tertiary"
            aria-label={t('console.rollouts.removeNamed', { name: item.name })}
            onClick={() => onChange(chosen.filter((kept) => kept.id !== item.id))}
          >
            {t('console.rollouts.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

// A tiny widget that exists to prove the custom element wrapper in tests (never shipped in
// the define entry): an attribute, a number, a boolean, a JSON attribute, object and function
// properties, and an event.
import { useState } from 'react';
import { Button } from '../../primitives/button/Button.js';
import { greeting, greetingEmphasis } from './DemoGreeting.css.js';

export interface DemoGreetingProps {
  name?: string;
  count?: number;
  emphasis?: boolean;
  /** The Greet button is not permitted. */
  locked?: boolean;
  tags?: string[];
  client?: { label: string };
  getToken?: () => string | Promise<string>;
  onGreet?(detail: { name: string; token: string | undefined }): void;
}

export function DemoGreeting({
  name = 'world',
  count = 1,
  emphasis = false,
  locked = false,
  tags = [],
  client,
  getToken,
  onGreet,
}: DemoGreetingProps) {
  const [greeted, setGreeted] = useState(0);
  return (
    <div>
      <p className={emphasis ? greetingEmphasis : greeting} part="greeting" data-count={count}>
        Hello, {name}!
      </p>
      <p part="details">
        {client?.label ?? 'no client'} · {tags.join(',')} · greeted {greeted}
      </p>
      <Button
        variant="primary"
        part="greet-button"
        notPermitted={locked}
        onClick={async () => {
          setGreeted((n) => n + 1);
          onGreet?.({ name, token: await getToken?.() });
        }}
      >
        Greet
      </Button>
    </div>
  );
}

// A catalogue text with an {email} placeholder, the address shown as a mailto link. The text
// is formatted with a marker in place of the address and split there, so translations may put
// the address anywhere.
import type { MessageParams } from '@fleet/sdk/domain';

const MARKER = '\u0000';

export function TextWithEmail({
  format,
  email,
}: {
  format: (params: MessageParams) => string;
  email: string;
}) {
  const [before = '', after = ''] = format({ email: MARKER }).split(MARKER);
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </>
  );
}

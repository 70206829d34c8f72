// Clicking a link as a user would without the test page leaving it: whether the widget let the
// browser follow the link (its own handlers did not prevent the click's default).

/** Clicks `link` (`init`: modifier keys); true when the browser would follow it. */
export function clickFollows(link: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  // On document, after the widget's own handlers (React listens on its root, below).
  const stop = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  try {
    link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init }),
    );
  } finally {
    document.removeEventListener('click', stop);
  }
  return followed;
}

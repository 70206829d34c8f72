// Dark mode before first paint (SPEC §2 app shell "Dark mode is applied at start").
// The theme preference itself is a user option on the server (it follows the user to other
// browsers), but reading it needs a signed-in request: far too late for the first paint. So
// the console mirrors the last applied choice ('auto', 'light' or 'dark', and nothing else:
// never a token) in localStorage, the one store a classic script can read synchronously
// before anything renders. 'auto' follows prefers-color-scheme. Once the user options
// arrive, src/theme/console-theme.ts applies the server's value and refreshes the mirror.
// Keep the key and rules in step with src/theme/saved-theme.ts (src/theme/index-html-theme.test.ts
// runs this script to check). A file, not an inline script: the Content-Security-Policy
// allows scripts from the console's origin only (docs/security.md).
(function () {
  var saved = null;
  try {
    saved = localStorage.getItem('fleet.theme');
  } catch (_blocked) {
    // Storage blocked (privacy settings): follow the system.
  }
  var dark =
    saved === 'dark' ||
    (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();

// Runs in <head> before first paint: picks the stored theme or the brand's default
// (data-default-theme, stamped at build) so the page never flashes the wrong one.
(function () {
  var root = document.documentElement;
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch (e) {
    /* storage disabled */
  }
  root.setAttribute('data-theme', stored === 'light' || stored === 'dark' ? stored : root.getAttribute('data-default-theme') || 'light');
  // The pre-rendered shell in index.html hides itself on any other path (scripts/lib/brand/prerender.ts).
  root.setAttribute('data-boot-path', location.pathname);
  // A signed-in player (stored token, or a ?token= login) must not see the shell's "Log in" buttons: it stays hidden.
  try {
    if (sessionStorage.getItem('token') || /[?&]token=/.test(location.search)) root.setAttribute('data-boot-signed-in', '');
  } catch (e) {
    /* storage disabled */
  }
})();

// Runs in <head> before first paint: picks the stored theme or the brand's default
// (data-default-theme, stamped at build) so the page never flashes the wrong one.
(function () {
  var root = document.documentElement;
  var stored = null;
  try { stored = localStorage.getItem('theme'); } catch (e) { /* storage disabled */ }
  root.setAttribute('data-theme', stored === 'light' || stored === 'dark' ? stored : root.getAttribute('data-default-theme') || 'light');
  // The pre-rendered shell in index.html hides itself on any other path (scripts/lib/brand/prerender.ts).
  root.setAttribute('data-boot-path', location.pathname);
})();

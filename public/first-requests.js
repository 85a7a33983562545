// Inlined at the end of <head> of each pre-rendered page (scripts/lib/brand/prerender.ts), after the brand config.
// Starts the first page's calls while the entry script still downloads: the platform status, then, once it says the
// platform is open (during maintenance every other call answers 503), the page's banners, whose first image is the
// page's largest paint. The API client (src/api/first-requests.ts) uses each answer once, for the call it matches
// (same URL and headers); anything else, or a failure, and it asks the network itself.
(function () {
  var calls, config;
  try {
    calls = JSON.parse(document.getElementById('first-requests').textContent);
    config = JSON.parse(document.getElementById('brand-config').textContent);
  } catch (e) {
    return;
  }
  var root = document.documentElement;
  // A signed-in player's calls carry a token: the client asks for those itself.
  if (root.hasAttribute('data-boot-signed-in') || calls.paths.indexOf(location.pathname) < 0) return;
  var lang = null;
  try {
    lang = localStorage.getItem(calls.languageKey);
  } catch (e) {
    /* storage disabled */
  }
  if (config.languages.enabled.indexOf(lang) < 0) lang = config.languages['default'];
  var base = new URL(config.api.baseUrl || '/', location.href).href.replace(/\/?$/, '/');
  var headers = { Merchant: config.merchantCode, Language: lang };
  var answers = {};
  var urlOf = function (path) {
    return new URL(path, base).href;
  };
  var ask = function (path) {
    return fetch(urlOf(path), { headers: headers });
  };
  var status = ask(calls.status);
  answers[urlOf(calls.status)] = status;
  if (calls.banners) {
    answers[urlOf(calls.banners)] = status
      .then(function (r) {
        return r.ok ? r.clone().json() : null;
      })
      .then(function (s) {
        return s && s.success && s.value && s.value.status === 0 ? ask(calls.banners) : null;
      });
  }
  for (var url in answers) answers[url]['catch'](function () {});
  window.portalFirstRequests = { headers: headers, answers: answers };
})();

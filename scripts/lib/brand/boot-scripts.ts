/**
 * The two classic scripts a brand's pages run before any module, written here from the constants the app and the
 * build use (storage keys, header names, page marks), so a renamed key or header reaches them too. They stay
 * ES5 and self-contained: they run inline in <head>, before the entry script has downloaded.
 */
import { headers } from '../../../src/api/endpoints.ts';
import { BRAND_CONFIG_ELEMENT_ID } from '../../../src/brand/brand-config.ts';
import {
  BOOT_PATH_ATTR,
  BOOT_SIGNED_IN_ATTR,
  DEFAULT_THEME_ATTR,
  FIRST_REQUESTS_ELEMENT_ID,
  FIRST_BANNER_BOX,
  FIRST_BANNER_FIT,
  FIRST_REQUESTS_GLOBAL,
  THEME_ATTR,
  URL_TOKEN_PARAM,
} from '../../../src/brand/page-marks.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/session/session.ts';
import { THEME_STORAGE_KEY } from '../../../src/theme/theme-mode.ts';

const js = JSON.stringify;

/**
 * Runs in <head> before first paint: picks the stored theme or the brand's default (stamped at build) so the page
 * never flashes the wrong one; marks the path (the pre-rendered shell hides itself on any other, prerender.ts) and a
 * signed-in player (who must not see the shell's "Log in" buttons).
 */
export const bootThemeScript = (): string => `(function () {
  var root = document.documentElement;
  var stored = null;
  try {
    stored = localStorage.getItem(${js(THEME_STORAGE_KEY)});
  } catch (e) {
    /* storage disabled */
  }
  root.setAttribute(${js(THEME_ATTR)}, stored === 'light' || stored === 'dark' ? stored : root.getAttribute(${js(DEFAULT_THEME_ATTR)}) || 'light');
  root.setAttribute(${js(BOOT_PATH_ATTR)}, location.pathname);
  try {
    if (sessionStorage.getItem(${js(TOKEN_STORAGE_KEY)}) || /[?&]${URL_TOKEN_PARAM}=/.test(location.search)) root.setAttribute(${js(BOOT_SIGNED_IN_ATTR)}, '');
  } catch (e) {
    /* storage disabled */
  }
})();`;

/**
 * The chain the first-requests script runs in a worker: status, then (the platform open) banners, then the first
 * banner's picture into the HTTP cache. Off the main thread, each step starts when its answer arrives, not when the
 * page's parser or the entry script's evaluation lets a callback run (on a phone, 100 ms or more per step).
 * Posts {url, answer} per call (answer null when it failed) and {image} once the picture is cached or could not be
 * fetched (a CDN outside connect-src): the page then shows it from the cache or loads it itself.
 */
export const firstRequestsWorker = `onmessage = function (e) {
  var d = e.data;
  var ask = function (url) {
    return fetch(url, { headers: d.headers }).then(function (r) {
      return r.text().then(function (text) {
        return { status: r.status, type: r.headers.get('content-type'), text: text };
      });
    });
  };
  var answer = function (url, a) {
    postMessage({ url: url, answer: a });
    return a;
  };
  var fail = function (url) {
    return function () {
      answer(url, null);
      return null;
    };
  };
  var open = function (a) {
    var s = JSON.parse(a.text);
    return a.status < 300 && s && s.success && s.value && s.value.status === 0;
  };
  var status = ask(d.status).then(function (a) {
    return answer(d.status, a);
  }, fail(d.status));
  if (!d.banners) return;
  status
    .then(function (a) {
      return a && open(a) ? ask(d.banners) : null;
    })
    .then(function (b) {
      answer(d.banners, b);
      var first = b && b.status < 300 && JSON.parse(b.text);
      first = first && first.success && first.value && first.value[0];
      if (!first || typeof first.url !== 'string' || !first.url) return;
      var shown = function () {
        postMessage({ image: first.url });
      };
      return fetch(new URL(first.url, d.page).href, { mode: 'no-cors' })
        .then(function (r) {
          return r.blob();
        })
        .then(shown, shown);
    }, fail(d.banners))
    ['catch'](function () {});
};`;

/**
 * Inlined at the end of each pre-rendered page's <head>, after the brand config: starts the platform status, then,
 * once it says the platform is open (during maintenance every other call answers 503), the page's banners, whose
 * first image is the page's largest paint. The API client (src/api/first-requests.ts) takes each answer once, for
 * the call with the same URL and headers; anything else, or a failure, and it asks the network itself.
 * The chain runs in a worker made from a Blob (CSP worker-src blob:), which also fetches the first banner's picture;
 * the picture is painted into the pre-rendered banner box as soon as it is cached: the page's largest paint then
 * waits on three requests, not on the main thread between them nor on the entry script (boot's paintFirstBanner
 * does the same later and finds it done; src/app/bootstrap/static-shell.ts). Without workers the page runs the same
 * chain itself.
 */
export const firstRequestsScript = (): string => `(function () {
  var calls, config;
  try {
    calls = JSON.parse(document.getElementById(${js(FIRST_REQUESTS_ELEMENT_ID)}).textContent);
    config = JSON.parse(document.getElementById(${js(BRAND_CONFIG_ELEMENT_ID)}).textContent);
  } catch (e) {
    return;
  }
  var root = document.documentElement;
  if (root.hasAttribute(${js(BOOT_SIGNED_IN_ATTR)}) || calls.paths.indexOf(location.pathname) < 0) return;
  var lang = null;
  try {
    lang = localStorage.getItem(calls.languageKey);
  } catch (e) {
    /* storage disabled */
  }
  if (config.languages.enabled.indexOf(lang) < 0) lang = config.languages['default'];
  var base = new URL(config.api.baseUrl || '/', location.href).href.replace(/\\/?$/, '/');
  var headers = {};
  headers[${js(headers.merchant)}] = config.merchantCode;
  headers[${js(headers.language)}] = lang;
  var urlOf = function (path) {
    return new URL(path, base).href;
  };
  var statusUrl = urlOf(calls.status);
  var bannersUrl = calls.banners ? urlOf(calls.banners) : null;
  var answers = {};
  var settle = {};
  var expect = function (url) {
    answers[url] = new Promise(function (resolve) {
      settle[url] = resolve;
    });
  };
  expect(statusUrl);
  if (bannersUrl) expect(bannersUrl);
  var paint = function (url) {
    var box = document.querySelector(${js(FIRST_BANNER_BOX)});
    if (box) box.style.background = ${js(`${FIRST_BANNER_FIT} url(`)} + JSON.stringify(url) + ')';
  };
  var inPage = function () {
    var ask = function (url) {
      return fetch(url, { headers: headers });
    };
    var status = ask(statusUrl);
    settle[statusUrl](status);
    if (!bannersUrl) return;
    var banners = status
      .then(function (r) {
        return r.ok ? r.clone().json() : null;
      })
      .then(function (s) {
        return s && s.success && s.value && s.value.status === 0 ? ask(bannersUrl) : null;
      });
    settle[bannersUrl](banners);
    banners
      .then(function (r) {
        return r && r.ok ? r.clone().json() : null;
      })
      .then(function (b) {
        var first = b && b.success && b.value && b.value[0];
        if (!first || typeof first.url !== 'string' || !first.url) return null;
        var img = new Image();
        img.fetchPriority = 'high';
        img.src = first.url;
        return img.decode().then(function () {
          paint(first.url);
        });
      })
      ['catch'](function () {});
  };
  var worker = null;
  try {
    worker = new Worker(URL.createObjectURL(new Blob([${js(firstRequestsWorker)}], { type: 'text/javascript' })));
  } catch (e) {
    worker = null;
  }
  if (worker) {
    var started = false;
    worker.onmessage = function (e) {
      var m = e.data;
      started = true;
      if (m.image) return paint(m.image);
      var a = m.answer;
      if (settle[m.url]) settle[m.url](a ? new Response(a.text, { status: a.status, headers: { 'content-type': a.type || 'application/json' } }) : null);
    };
    worker.onerror = function () {
      if (!started) inPage();
    };
    worker.postMessage({ status: statusUrl, banners: bannersUrl, headers: headers, page: location.href });
  } else {
    inPage();
  }
  for (var url in answers) answers[url]['catch'](function () {});
  window[${js(FIRST_REQUESTS_GLOBAL)}] = { headers: headers, answers: answers };
})();`;

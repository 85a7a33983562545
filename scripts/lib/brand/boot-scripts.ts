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
 * Inlined at the end of each pre-rendered page's <head>, after the brand config: starts the platform status, then,
 * once it says the platform is open (during maintenance every other call answers 503), the page's banners, whose
 * first image is the page's largest paint. The API client (src/api/first-requests.ts) takes each answer once, for
 * the call with the same URL and headers; anything else, or a failure, and it asks the network itself.
 * The first banner's picture is asked for and painted into the pre-rendered banner box from here too, as soon as
 * the banners answer: the page's largest paint then waits on three requests, not on the entry script as well
 * (boot's paintFirstBanner does the same later and finds it done; src/app/bootstrap/static-shell.ts).
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
    answers[urlOf(calls.banners)]
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
          var box = document.querySelector(${js(FIRST_BANNER_BOX)});
          if (box) box.style.background = ${js(`${FIRST_BANNER_FIT} url(`)} + JSON.stringify(first.url) + ')';
        });
      })
      ['catch'](function () {});
  }
  for (var url in answers) answers[url]['catch'](function () {});
  window[${js(FIRST_REQUESTS_GLOBAL)}] = { headers: headers, answers: answers };
})();`;

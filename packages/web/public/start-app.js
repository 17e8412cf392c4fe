/* global window, document, requestAnimationFrame */
/* Starts the app on a page the server rendered (issue 14; server modules/site/index-html.ts).
   The page paints from its markup and stylesheets alone, so the app's script and the texts it
   reads wait until that first paint: on a slow line they would otherwise share it with the
   stylesheets and hold the paint back. The server names them on this tag: `data-entry` (the
   module to run), `data-modules` (its imports) and `data-fetch` (the startup translations). */
(function () {
  var tag = document.currentScript;
  var started = false;
  function words(value) {
    return (value || '').split(' ').filter(Boolean);
  }
  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.crossOrigin = 'anonymous';
    if (as) element.as = as;
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    words(tag.dataset.fetch).forEach(function (href) { link('preload', href, 'fetch'); });
    words(tag.dataset.modules).forEach(function (href) { link('modulepreload', href); });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = tag.dataset.entry;
    document.head.appendChild(entry);
  }
  // A task queued from a frame's callback runs once that frame has painted: one frame after the
  // first contentful paint as the browser reports it (the report can come before the screen
  // shows it), or after the first frame where it cannot report it (older Safari). A tab in the
  // background paints nothing, so there the app starts at once.
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function startWhenHidden() {
    if (document.visibilityState === 'hidden') start();
  }
  startWhenHidden();
  document.addEventListener('visibilitychange', startWhenHidden);
  var timing = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (timing && timing.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextFrame();
    }).observe({ type: 'paint', buffered: true });
  } else {
    afterNextFrame();
  }
})();

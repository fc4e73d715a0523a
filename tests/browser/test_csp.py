"""The Content-Security-Policy (site_plugins/csp.py) in Chromium, and the tier's watch of it.

Every browser test runs under the pages' policy and fails on any violation (``no_csp_violation``
in conftest.py); this one shows that the policy is in force and that the watch sees a violation.
The site's own tools working under it is what the rest of the tier shows.
"""

from __future__ import annotations

from tests.browser.conftest import CSP_VIOLATIONS

#: What a page's policy must refuse, each caught in the page: an inline script the build did not
#: hash, a string evaluated as code, a style attribute it did not hash, an image from a blob: address.
BREAK_IN = """async () => {
  const seen = [];
  const done = new Promise((resolve) => document.addEventListener('securitypolicyviolation', (e) => {
    seen.push(e.effectiveDirective);
    if (seen.length === 4) resolve();
  }));
  const script = document.createElement('script');
  script.textContent = 'window.__rlInjected = true';
  document.head.append(script);
  setTimeout('window.__rlEvaluated = true');  // a string as code (DevTools' own calls may eval)
  document.body.setAttribute('style', 'outline: 3px solid red');
  const img = new Image();
  img.src = URL.createObjectURL(new Blob(['not an image'], {type: 'image/png'}));  // not 'self', not data:
  await done;
  return {injected: window.__rlInjected === true, evaluated: window.__rlEvaluated === true, seen: seen.sort()};
}"""


def test_the_policy_holds_and_the_watch_reports_each_violation(page, site_server) -> None:
    page.goto(site_server + "en/glossary/")
    result = page.evaluate(BREAK_IN)
    assert result == {"injected": False, "evaluated": False,
                      "seen": ["img-src", "script-src", "script-src-elem", "style-src-attr"]}
    page.evaluate("() => new Promise(requestAnimationFrame)")  # the binding's calls came before this answer
    reported = sorted(line.split(": ", 1)[1].split(" ", 1)[0] for line in CSP_VIOLATIONS)
    assert reported == ["img-src", "script-src", "script-src-elem", "style-src-attr"], CSP_VIOLATIONS
    CSP_VIOLATIONS.clear()  # seen on purpose: not this test's failure


#: A worker that says whether it may evaluate a string and compile WebAssembly.
PROBE_WORKER = """
const answer = {};
try { answer.eval = eval('1 + 1') === 2; } catch (e) { answer.eval = e.name; }
WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))
  .then(() => { answer.wasm = true; }, (e) => { answer.wasm = e.name; })
  .then(() => postMessage(answer));
"""
RUN_PROBE = """(url) => new Promise((resolve, reject) => {
  const worker = new Worker(url);
  worker.onmessage = (e) => { resolve(e.data); worker.terminate(); };
  worker.onerror = (e) => reject(new Error(e.message));
})"""


def test_a_worker_takes_the_policy_of_its_own_response_not_the_pages(page, site_server) -> None:
    """Why serve.py (and the README's host) sends the workers' policy with every script: the
    page's meta refuses eval and WebAssembly, and still a worker it starts may do both, unless its
    script's response says otherwise (Chromium, dedicated workers; shared ones alike)."""
    def probe(route: object) -> None:
        policy = {"Content-Security-Policy": "script-src 'self'"} if "strict" in route.request.url else {}
        route.fulfill(status=200, content_type="text/javascript", body=PROBE_WORKER, headers=policy)

    page.route("**/csp-probe-*.js", probe)
    page.goto(site_server + "en/glossary/")
    assert page.evaluate(RUN_PROBE, "/csp-probe-plain.js") == {"eval": True, "wasm": True}
    assert page.evaluate(RUN_PROBE, "/csp-probe-strict.js") == {"eval": "EvalError", "wasm": "CompileError"}

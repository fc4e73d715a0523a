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

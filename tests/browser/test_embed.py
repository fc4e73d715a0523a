"""Embeds (site_plugins/embed.py, docs/assets/embed.js) inside an <iframe> of ANOTHER origin.

A small host page is served by a second server on 127.0.0.1 (another port, so another origin);
it frames an embed page of the site and records the messages the frame posts. The embeds must
render, work (the solver answers a hand), report their height, and a practice widget its result.
Hostile URL parameters are shown as text or refused, never run. The Embed control of the normal
pages gives a ready <iframe> snippet and a link.

Expected numbers are worked out by hand from RULES.md (KR-5: face values, court cards 10):
2♣ 3♣ 4♣ is a run, the three nines a set, K♦ is left over: deadwood 10.
"""

from __future__ import annotations

import functools
import http.server
import itertools
import threading
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest

HOST_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body>
<h1>A teacher's page</h1>
{frames}
<script>
window.messages = [];
window.addEventListener("message", (event) => {{
  const frames = [...document.querySelectorAll("iframe")];
  const index = frames.findIndex((f) => f.contentWindow === event.source);
  if (index < 0) return;
  const data = event.data;
  if (!data || typeof data !== "object" || !String(data.type).startsWith("rummylab:")) return;
  window.messages.push({{ origin: event.origin, frame: index, data }});
  if (data.type === "rummylab:height") frames[index].style.height = data.height + "px";
}});
</script>
</body></html>
"""

TIMEOUT = 90_000  # the first Pyodide start on a busy machine


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the name BaseHTTPRequestHandler gives it
        pass

    def end_headers(self) -> None:
        # Every test writes its own host page; none may come from the browser's cache.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


#: Host pages are numbered across the module: a page name used twice was once served from the
#: shared context's HTTP cache (Chromium's heuristic freshness on a file just written), so the
#: second test got the first test's page, with one frame where it framed two, and waited 90 s
#: for a "#frame-1" that page never had.
_HOST_PAGES = itertools.count(1)


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """A second origin: a static server on another port of 127.0.0.1, serving host pages."""
    root = tmp_path_factory.mktemp("host")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield root, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def hosted(context: object, site_server: str, host: tuple[Path, str]) -> Iterator[object]:
    """open(src) -> (page, frame): a host page of the second origin framing ``src`` of the site.

    Fails the test when anything is requested from a third origin, when a dialog opens or when
    the page or the frame logs an uncaught error."""
    root, host_base = host
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    requests: list[str] = []
    dialogs: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: errors.append(str(e)))
    crashes: list[str] = []
    page.on("crash", lambda p: crashes.append(p.url))
    def open_(*srcs: str) -> tuple[object, object]:
        """One host page framing every src (they load side by side); returns (page, frame or frames)."""
        name = f"host-{next(_HOST_PAGES)}.html"
        frames = "\n".join(
            f'<iframe id="frame-{i}" src="{src.replace("&", "&amp;").replace(chr(34), "&quot;")}" title="rummylab {i}"'
            ' width="100%" height="150" style="border:0"></iframe>'
            for i, src in enumerate(srcs)
        )
        (root / name).write_text(HOST_PAGE.format(frames=frames), encoding="utf-8")
        page.goto(host_base + name)
        # The page this test wrote, not an earlier one (see _HOST_PAGES).
        assert page.locator("iframe").count() == len(srcs), f"{name} is not the page just written"
        # The frames themselves, from their <iframe> elements.
        located = []
        for i in range(len(srcs)):
            assert not crashes, f"the host page's renderer crashed: {crashes}"
            try:
                frame = page.locator(f"#frame-{i}").element_handle(timeout=30_000).content_frame()
            except Exception as err:  # what the page was when its frame could not be found
                state = {"url": page.url, "closed": page.is_closed(), "crashes": crashes, "errors": errors,
                         "frames": [(f.name, f.url[:100], f.is_detached()) for f in page.frames]}
                raise AssertionError(f"#frame-{i} not found: {state}") from err
            assert frame is not None, f"#frame-{i} has no frame"
            frame.locator("[data-testid=embed]").wait_for()
            located.append(frame)
        return page, located[0] if len(srcs) == 1 else located

    try:
        yield open_
        allowed = {urlsplit(site_server)[:2], urlsplit(host_base)[:2]}
        foreign = [u for u in requests if urlsplit(u).scheme not in ("data", "blob") and urlsplit(u)[:2] not in allowed]
        assert not foreign, f"requests to a third origin: {foreign}"
        assert not dialogs, f"a dialog opened: {dialogs}"
        assert not errors, f"uncaught errors: {errors}"
    finally:
        page.close()


def messages(page: object, kind: str, frame: int = 0) -> list[dict]:
    return [m for m in page.evaluate("window.messages") if m["data"]["type"] == kind and m["frame"] == frame]


def wait_message(page: object, kind: str, where: str = "(d) => true", frame: int = 0) -> dict:
    """The last message of ``kind`` from the frame, once one satisfies ``where`` (a JS predicate)."""
    page.wait_for_function(
        f"() => window.messages.some((m) => m.frame === {frame} && m.data.type === {kind!r} && ({where})(m.data))"
    )
    return messages(page, kind, frame)[-1]


def test_example_embed_in_a_frame_of_another_origin(hosted: object, site_server: str) -> None:
    page, frame = hosted(f"{site_server}fr/embed/example/kr-ex1/")
    body = frame.locator("[data-testid=embed]")
    # No navigation, no header: only the example.
    assert frame.locator(".md-header, .md-sidebar, nav, header").count() == 0
    assert "8 − 3 + 10 = 15" in body.inner_text()  # KR-10c, by hand: 8 − 3 + 10
    assert frame.locator("html").get_attribute("lang") == "fr"
    message = wait_message(page, "rummylab:height")
    assert message["origin"] == site_server.rstrip("/")
    data = message["data"]
    assert data["embed"] == "example" and data["id"] == "kr-ex1" and data["lang"] == "fr"
    # The frame was fitted to the content the embed reported.
    content = body.evaluate("el => el.getBoundingClientRect().height")
    assert abs(data["height"] - content) <= 2 and data["height"] > 200
    frame_height = page.locator("#frame-0").evaluate("el => el.getBoundingClientRect().height")
    assert abs(frame_height - data["height"]) <= 1


MARKUP = '<script>window.top.__pwned = 1; alert("x")</script>"><img src=x onerror="alert(1)"><b>b</b>'
LONG = "QH " + "<b>x</b>" * 3000  # absurdly long: about 24 000 characters


def assert_nothing_injected(page: object, frame: object) -> None:
    """No element came from the URL, no script ran (the hosted fixture also fails on any dialog)."""
    assert frame.locator("[data-testid=embed] img, [data-testid=embed] b, svg[onload]").count() == 0
    assert frame.locator('[data-testid=embed] script:not([type="application/json"])').count() == 0
    assert page.evaluate("window.__pwned") is None
    # The game was not taken from the URL: it is still one of the widget's own options.
    assert frame.get_by_test_id("solver-game").input_value() in ("knock", "three-thirteen", "rummy")


def test_solver_embed_refuses_hostile_parameters_then_answers_a_hand(hosted: object, site_server: str) -> None:
    # Two embeds side by side (their engines load in parallel): markup in ?hand= and ?game=, and
    # an absurdly long ?hand=.
    page, (frame, long_frame) = hosted(
        f"{site_server}en/embed/solver/?hand={quote(MARKUP)}&game={quote('<svg onload=alert(2)>')}",
        f"{site_server}en/embed/solver/?hand={quote(LONG)}",
    )
    assert frame.locator(".md-header, .md-sidebar, nav").count() == 0
    # Another origin: the host cannot reach into the frame, only receive its messages.
    assert page.evaluate("document.getElementById('frame-0').contentDocument") is None
    frame.locator("[data-testid=solver][data-upgraded=true]").wait_for()
    error = frame.get_by_test_id("solver-error")
    error.wait_for(state="visible")  # the engine's refusal, quoting the bad input as text
    assert "<script>" in error.inner_text() or "<img" in error.inner_text(), error.inner_text()
    assert frame.get_by_test_id("solver-hand").input_value() == MARKUP  # shown as text, in the field
    assert_nothing_injected(page, frame)

    long_error = long_frame.get_by_test_id("solver-error")
    long_error.wait_for(state="visible")
    assert "too long" in long_error.inner_text()  # refused with a message (the engine's limit)
    assert len(long_error.inner_text()) < 500  # the value is not echoed back
    assert_nothing_injected(page, long_frame)

    first = wait_message(page, "rummylab:height")["data"]
    assert first["embed"] == "widget" and first["id"] == "solver" and first["height"] > 100

    # The embed works: 2♣ 3♣ 4♣ and the three nines, K♦ left over (KR-5).
    deadwood = frame.get_by_test_id("solver-deadwood")
    frame.get_by_test_id("solver-hand").fill("2C 3C 4C 9D 9S 9H KD")
    frame.get_by_test_id("solver-submit").click()
    deadwood.filter(has_text="10").wait_for()
    assert error.is_hidden()
    assert frame.get_by_test_id("solver-result").locator(".rl-card").count() >= 7
    # A♥ 2♥ 3♥ and the fives; 7♣ left over.
    frame.get_by_test_id("solver-hand").fill("AH 2H 3H 5S 5C 5D 7C")
    frame.get_by_test_id("solver-submit").click()
    deadwood.filter(has_text="7").wait_for()
    heights = [m["data"]["height"] for m in messages(page, "rummylab:height")]
    assert all(h > 100 for h in heights)
    assert_nothing_injected(page, frame)


def _quiz_exists(site_server: str, built_site: Path) -> bool:
    """The quiz widget is on the site and its script is there to upgrade it."""
    return ((built_site / "en" / "embed" / "quiz" / "index.html").is_file()
            and (built_site / "assets" / "quiz.js").is_file()
            and "quiz.js" in (built_site / "assets" / "widgets.js").read_text(encoding="utf-8"))


def test_practice_embeds_post_the_readers_result(hosted: object, site_server: str, built_site: Path) -> None:
    """The quiz and the puzzle, side by side in one host page: each check posts rummylab:result."""
    assert _quiz_exists(site_server, built_site), "the quiz widget is not live on this site"
    page, (frame, puzzle) = hosted(f"{site_server}en/embed/quiz/?seed=7&level=1",
                                   f"{site_server}en/embed/puzzle/?seed=42&game=knock")
    root = frame.locator("[data-testid=quiz][data-upgraded=true]")
    root.wait_for()
    frame.get_by_test_id("quiz-answer-1").wait_for()
    answers = frame.locator("[data-testid^=quiz-answer-]")
    for i in range(answers.count()):
        answers.nth(i).fill("0")  # someone always pays in a knock: all zero is wrong (KR-10)
    frame.get_by_test_id("quiz-check").click()
    wrong = wait_message(page, "rummylab:result")
    assert wrong["origin"] == site_server.rstrip("/")
    data = wrong["data"]
    assert data["widget"] == "quiz" and data["seed"] == 7 and data["level"] == 1
    assert data["correct"] is False and data["lang"] == "en"
    # Now the values the widget showed as expected: the reader is right.
    expected = [frame.get_by_test_id(f"quiz-expected-{i + 1}").inner_text() for i in range(answers.count())]
    for i, value in enumerate(expected):
        answers.nth(i).fill(value.replace("−", "-").lstrip("+"))
    frame.get_by_test_id("quiz-check").click()
    right = wait_message(page, "rummylab:result", "(d) => d.correct === true")["data"]
    assert right["seed"] == 7 and right["widget"] == "quiz"
    assert set(right) <= {"type", "widget", "seed", "level", "game", "round", "correct", "lang", "href"}

    # The puzzle: checked with no meld made, while its hand holds runs (2♦ 3♦ 4♦ …): not optimal.
    puzzle.locator("[data-testid=puzzle][data-upgraded=true]").wait_for()
    puzzle.locator('[data-testid=puzzle][data-puzzle-ready$=":42"]').wait_for()
    puzzle.get_by_test_id("puzzle-check").click()
    result = wait_message(page, "rummylab:result", frame=1)["data"]
    assert result["widget"] == "puzzle" and result["seed"] == 42 and result["game"] == "knock"
    assert result["correct"] is False and result["lang"] == "en"


class _Snippet(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.frames: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "iframe":
            self.frames.append({k: v or "" for k, v in attrs})


def _snippet(control: object) -> dict[str, str]:
    control.locator("summary").click()
    parser = _Snippet()
    parser.feed(control.get_by_test_id("embed-snippet").input_value())
    assert len(parser.frames) == 1
    return parser.frames[0]


def test_embed_control_gives_a_snippet_and_a_link(recorded: object, site_server: str) -> None:
    page = recorded.open("es/knock-rummy/")
    example = page.locator('.rl-example[data-example="kr-ex1"]')
    control = example.get_by_test_id("embed-control")
    attrs = _snippet(control)
    assert attrs["src"] == f"{site_server}es/embed/example/kr-ex1/"
    assert attrs["lang"] == "es" and "KR-EX1" in attrs["title"]
    assert 200 <= int(attrs["height"]) <= 1600
    assert control.get_by_test_id("embed-link").get_attribute("href") == attrs["src"]
    assert control.locator("summary").inner_text() == "Insertar"
    # The solver's control carries the hand the reader typed.
    page = recorded.open("en/practice/solver/")
    solver = page.locator("[data-testid=solver][data-upgraded=true]")
    solver.wait_for()
    page.get_by_test_id("solver-hand").fill("2C 3C 4C 9D 9S 9H KD")
    tools = page.locator(".rl-widget-tools").first
    attrs = _snippet(tools.get_by_test_id("embed-control"))
    src = urlsplit(attrs["src"])
    assert f"{src.scheme}://{src.netloc}/" == site_server and src.path == "/en/embed/solver/"
    assert "hand=2C+3C+4C+9D+9S+9H+KD" in src.query and "game=knock" in src.query


@pytest.mark.parametrize("path", ["embed/example/kr-session/", "fr/knock-rummy/"])
def test_embeds_and_the_embed_control_are_accessible(recorded: object, path: str) -> None:
    """axe-core (tests/browser/test_a11y.py's helper): an embed page, and a rules page with its
    Embed control open, have no serious or critical violation (the widgets themselves are
    checked by test_a11y.py)."""
    from tests.browser.test_a11y import AXE, serious_violations

    assert AXE.is_file(), f"axe-core is not installed ({AXE}): run `npm ci`"
    page = recorded.open(path)
    if "embed/" not in path:
        page.get_by_test_id("embed-control").first.locator("summary").click()
        assert page.get_by_test_id("embed-snippet").first.is_visible()
    assert serious_violations(page) == []


def test_embed_control_of_a_puzzle_carries_its_seed(recorded: object, site_server: str) -> None:
    page = recorded.open("fr/practice/puzzles/")
    root = page.locator("[data-rl-widget=puzzle]").first
    seed, game = root.get_attribute("data-seed"), root.get_attribute("data-game")
    assert seed and game
    tools = page.locator(".rl-widget-tools").first
    attrs = _snippet(tools.get_by_test_id("embed-control"))
    src = urlsplit(attrs["src"])
    assert src.path == "/fr/embed/puzzle/" and attrs["lang"] == "fr"
    assert f"seed={seed}" in src.query.split("&") and f"game={game}" in src.query.split("&")
    assert tools.locator("summary").inner_text() == "Intégrer"


# The Embed snippet's title and height, per language (tests/site/test_embed_pages.py checks the words).
KR_EX1_TITLES = {
    "": "Exemplo resolvido KR-EX1 (Knock Rummy) — rummylab",
    "en/": "Worked example KR-EX1 (Knock Rummy) — rummylab",
    "es/": "Ejemplo resuelto KR-EX1 (Knock Rummy) — rummylab",
    "fr/": "Exemple résolu KR-EX1 (Knock Rummy) — rummylab",
}


def _content_height(page: object, src: str, width: int) -> int:
    """The embed page's content height in a frame as wide as the content it was copied from."""
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(src)
    page.locator("[data-testid=embed]").wait_for()
    return page.evaluate("Math.ceil(document.querySelector('.rl-embed').getBoundingClientRect().height)")


def _fits(snippet: int, content: int) -> bool:
    """Tall enough for the content (no inner scroll bar), and no more than a little taller."""
    return content <= snippet <= content * 1.08 + 24


@pytest.mark.parametrize("prefix", list(KR_EX1_TITLES))
def test_embed_snippet_names_the_example_and_fits_its_height(recorded: object, context: object, prefix: str) -> None:
    """Copied from the teachers page: the title names the example (not that page), in the page's
    language, and the height is the embedded content's at the width it had on the page."""
    page = recorded.open(f"{prefix}teachers/")
    example = page.locator('.rl-example[data-example="kr-ex1"]')
    attrs = _snippet(example.get_by_test_id("embed-control"))
    assert attrs["title"] == KR_EX1_TITLES[prefix]
    assert page.title() not in attrs["title"]
    width = example.evaluate("el => Math.round(el.getBoundingClientRect().width)")
    probe = context.new_page()
    try:
        content = _content_height(probe, attrs["src"], width + 24)  # + the embed's side padding (.6rem)
    finally:
        probe.close()
    assert _fits(int(attrs["height"]), content), f"snippet height {attrs['height']} for {content} px of content"


def test_embed_snippet_of_a_widget_names_it_and_fits_its_height(recorded: object, context: object) -> None:
    page = recorded.open("fr/practice/quiz/")
    quiz = page.locator("[data-testid=quiz][data-upgraded=true]")
    quiz.wait_for()
    quiz.get_by_test_id("quiz-answer-1").wait_for()
    attrs = _snippet(page.locator(".rl-widget-tools").first.get_by_test_id("embed-control"))
    assert attrs["title"] == "Quiz de règlement — rummylab"
    width = quiz.evaluate("el => Math.round(el.getBoundingClientRect().width)")
    probe = context.new_page()
    try:
        content = _content_height(probe, attrs["src"], width + 24)
        probe.locator("[data-testid=quiz][data-upgraded=true] [data-testid=quiz-answer-1]").wait_for(timeout=TIMEOUT)
        content = probe.evaluate("Math.ceil(document.querySelector('.rl-embed').getBoundingClientRect().height)")
    finally:
        probe.close()
    assert _fits(int(attrs["height"]), content), f"snippet height {attrs['height']} for {content} px of content"

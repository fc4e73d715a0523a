"""Reading a request's fields: hands, whole numbers, booleans, rules, with clear errors; and what an answer
carries for the page to show without reading it again: the cards' labels, amounts as readers write them.

Every operation reads its request through these, so a bad field is refused
the same way everywhere: a :class:`~rummylab.core.errors.RequestError` whose
code (``missing-field``, ``bad-field``, ``too-large``) and token name it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, overload

from rummylab.core.amounts import show_amount, signed_amount
from rummylab.core.cards import Card, parse_hand
from rummylab.core.errors import RequestError
from rummylab.core.notation import HandReading, read_hand
from rummylab.core.rules import Rules
from rummylab.games.registry import rules_for
from rummylab.solver.arrangement import Arrangement
from rummylab.words.language import card_name

if TYPE_CHECKING:  # pragma: no cover
    from rummylab.games.knock.settle import KnockSettlement

__all__ = ["MAX_CARDS", "MAX_TEXT", "MAX_REQUEST", "MAX_ALTERNATIVES", "check_sizes", "get_hand", "get_typed_hand", "get_int",
           "get_bool", "get_house", "get_rules", "card_names", "card_labels", "settlement_json"]

#: The most cards a hand in a request may hold.
MAX_CARDS = 120
#: The longest string a request may hold.
MAX_TEXT = 2000
#: The longest request, in characters.
MAX_REQUEST = 100_000
#: The most optimal arrangements "solve" lists with ``"all": true``.
MAX_ALTERNATIVES = 100

def check_sizes(value: Any, path: str = "request") -> None:
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise RequestError(f"{path} is too long: {len(value)} characters where at most {MAX_TEXT} are allowed",
                               token=path, code="too-large", field=path, count=len(value), limit=MAX_TEXT)
    elif isinstance(value, dict):
        for key, item in value.items():
            check_sizes(item, f"{path}.{key}" if path != "request" else str(key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            check_sizes(item, f"{path}[{i}]")


def get_hand(request: dict[str, Any], field: str = "hand", *, value: Any = None) -> tuple[Card, ...]:
    """Read a hand given as ``"QH 10H …"`` or ``["QH", …]``; at most :data:`MAX_CARDS` cards.

    Raises:
        RequestError: ``missing-field``, ``bad-field`` or ``too-large``.
        CardError: a piece of text that is not a card.
    """
    return _check_count(parse_hand(_hand_text(request, field, value)), field)


def get_typed_hand(request: dict[str, Any], lang: str) -> HandReading:
    """Read the ``hand`` a reader typed: with ``"letters": "local"``, in ``lang``'s own letters too.

    The site's solver sends ``"letters": "local"``, so a Portuguese reader's ``QC`` can be the
    dama de copas (:mod:`rummylab.core.notation`); without it the hand is read as :func:`get_hand` reads it.

    >>> [str(c) for c in get_typed_hand({"hand": "QC JC", "letters": "local"}, "pt").cards]
    ['Q♥', 'J♥']
    >>> [str(c) for c in get_typed_hand({"hand": "QC JC"}, "pt").cards]
    ['Q♣', 'J♣']
    """
    letters = request.get("letters", "engine")
    if letters not in ("engine", "local"):
        raise RequestError(f"letters must be 'engine' or 'local', not {letters!r}", token=str(letters)[:50],
                           code="bad-field", field="letters", expected="engine or local")
    text = _hand_text(request, "hand", None)
    reading = read_hand(text, lang) if letters == "local" else HandReading(parse_hand(text))
    _check_count(reading.cards, "hand")
    return reading


def _hand_text(request: dict[str, Any], field: str, value: Any) -> str | list[str]:
    raw = request.get(field) if value is None else value
    if raw is None and value is None and field not in request:
        raise RequestError(f"the request has no {field!r}", token=field, code="missing-field")
    if isinstance(raw, str) or (isinstance(raw, list) and all(isinstance(x, str) for x in raw)):
        return raw
    raise RequestError(f"{field} must be cards as text or a list of texts, not {raw!r}", token=str(raw)[:50],
                       code="bad-field", field=field, expected="cards")


def _check_count(cards: tuple[Card, ...], field: str) -> tuple[Card, ...]:
    if len(cards) > MAX_CARDS:
        raise RequestError(f"{field} is too large: {len(cards)} cards where at most {MAX_CARDS} are allowed",
                           token=field, code="too-large", field=field, count=len(cards), limit=MAX_CARDS)
    return cards


@overload
def get_int(request: dict[str, Any], field: str, default: int) -> int: ...
@overload
def get_int(request: dict[str, Any], field: str, default: None = None) -> int | None: ...
def get_int(request: dict[str, Any], field: str, default: int | None = None) -> int | None:
    """Read an optional whole number (not a boolean); absent or ``null`` gives ``default``.

    >>> get_int({"seed": None}, "seed", 0), get_int({}, "round")
    (0, None)
    """
    raw = request.get(field)
    if raw is None:
        return default
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise RequestError(f"{field} must be a whole number, not {raw!r}", token=str(raw)[:50], code="bad-field",
                           field=field, expected="a whole number")
    return raw


def get_bool(request: dict[str, Any], field: str, default: bool = False) -> bool:
    """Read an optional boolean."""
    raw = request.get(field, default)
    if not isinstance(raw, bool):
        raise RequestError(f"{field} must be true or false, not {raw!r}", token=str(raw)[:50], code="bad-field",
                           field=field, expected="true or false")
    return raw


def get_house(request: dict[str, Any], game: str | None = None) -> dict[str, Any]:
    """The house rules a request names (``"house": {"penalty": 20}``) as ``Rules`` options of its game.

    ``game``: the game they are for, when the request does not say it in ``game``.

    >>> get_house({"game": "knock", "house": {"penalty": 20, "lay-off": True}})
    {'penalty': 20, 'lay_off': True}
    >>> get_house({"game": "rummy", "house": {"target": 0}})
    Traceback (most recent call last):
    ...
    rummylab.core.errors.RulesError: target=0 is out of range (50 to 1000)
    """
    from rummylab.core.house import check_house
    from rummylab.games import get

    name = game if game is not None else request.get("game", "knock")
    if not isinstance(name, str):
        raise RequestError(f"game must be a name, not {name!r}", token=str(name)[:50], code="bad-field",
                           field="game", expected="knock, three-thirteen or rummy")
    return check_house(get(name), request.get("house"))


def get_rules(request: dict[str, Any]) -> Rules:
    """The rules a request names: ``game``, ``round``, ``wild``, ``decks``, ``house`` (see
    :func:`~rummylab.games.rules_for` and :func:`get_house`)."""
    game = request.get("game", "knock")
    if not isinstance(game, str):
        raise RequestError(f"game must be a name, not {game!r}", token=str(game)[:50], code="bad-field",
                           field="game", expected="knock, three-thirteen or rummy")
    wild = request.get("wild")
    if wild is not None and not isinstance(wild, (str, int)):
        raise RequestError(f"wild must be a rank, not {wild!r}", token=str(wild)[:50], code="bad-field",
                           field="wild", expected="a rank")
    return rules_for(game, round=get_int(request, "round"), wild=wild, decks=get_int(request, "decks"),
                     **get_house(request, game))


def card_names(cards: Iterable[Card], lang: str, *, arrangements: Iterable[Arrangement] = ()) -> dict[str, str]:
    """``{"Q♥": "dama de copas", …}`` for the cards a result shows.

    ``arrangements`` add the cards their wild cards stand for (a wild 3♦
    shown as 6♠ needs the name of 6♠ too).

    >>> from rummylab.solver.melds import best_arrangement
    >>> from rummylab.core.rules import three_thirteen
    >>> hand = parse_hand("4S 5S 3D")
    >>> sorted(card_names(hand, "en", arrangements=[best_arrangement(hand, three_thirteen(1))]))
    ['3♦', '4♠', '5♠', '6♠']
    """
    names = {str(c): card_name(c, lang) for c in cards}
    for arrangement in arrangements:
        for meld in arrangement.melds:
            for card in meld.stands_for:
                if card is not None:
                    names.setdefault(str(card), card_name(card, lang))
    return names




def card_labels(cards: Iterable[Card], lang: str, *, arrangements: Iterable[Arrangement] = ()) -> dict[str, dict[str, str]]:
    """What a result that shows cards carries for them: ``card_names`` (:func:`card_names`) and ``card_colours``.

    The colour is ``"red"`` for hearts and diamonds, ``"black"`` for the rest (jokers too), so the page
    colours each card as the engine says instead of reading its suit again.

    >>> card_labels(parse_hand("QH 8C"), "pt")
    {'card_names': {'Q♥': 'dama de copas', '8♣': 'oito de paus'}, 'card_colours': {'Q♥': 'red', '8♣': 'black'}}
    """
    cards, arrangements = tuple(cards), tuple(arrangements)
    names = card_names(cards, lang, arrangements=arrangements)
    shown = {str(c): c for c in cards}
    for arrangement in arrangements:
        for meld in arrangement.melds:
            shown.update((str(c), c) for c in meld.stands_for if c is not None)
    return {"card_names": names, "card_colours": {text: "red" if shown[text].suit.is_red else "black" for text in names}}


def settlement_json(settlement: KnockSettlement, lang: str) -> dict[str, Any]:
    """A settlement's JSON (:meth:`~rummylab.games.knock.settle.KnockSettlement.to_dict`) with its amounts as a reader writes them.

    Each transfer gains ``"shown"`` and the settlement ``"net_shown"`` (a ledger's signs), so the page
    writes 3½ or 8,5 as the engine does and never turns ``"7/2"`` into text itself.

    >>> from rummylab.games.knock.settle import settle_knock
    >>> data = settlement_json(settle_knock([9, 2, 2], 0), "pt")
    >>> data["transfers"][0], data["net_shown"]
    ({'from': 1, 'to': 2, 'amount': '17/2', 'shown': '8½'}, ['−17', '+8½', '+8½'])
    """
    data = settlement.to_dict()
    for item, transfer in zip(data["transfers"], settlement.transfers, strict=True):
        item["shown"] = show_amount(transfer.amount, lang)
    data["net_shown"] = [signed_amount(x, lang) for x in settlement.net]
    return data

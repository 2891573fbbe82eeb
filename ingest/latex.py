r"""LaTeX in titles and abstracts rendered as readable Unicode text.

Topic pages copy titles and abstracts from arXiv, maths included: "GD $^2$ PO",
"$\alpha$-DPO", "$O(n^2)$", "\mathbb{E}_{\tau\sim p_\theta}", "\textbf{36\%}".  A reader
wants "GD²PO", "α-DPO", "O(n²)", "𝔼_{τ~p_θ}", "36%".  This module owns that rendering;
``render_latex`` is the one entry point.

What it does, and why this way:

* Greek letters, operators and arrows become their Unicode characters; ``\mathbb``,
  ``\mathcal`` and ``\mathfrak`` letters become the mathematical alphanumeric characters
  (ℝ, 𝒟, 𝔼) and every other font or text-style command keeps just its argument.  NFKC
  folds all of those back to plain letters and digits ("GD²PO" -> "GD2PO", "𝔼" -> "E"),
  which is what a search index that normalises its text sees (paperchat's BM25
  tokenizer does not yet: see the xfail in tests/test_latex.py).
* A super- or subscript whose characters all have a Unicode script form is written
  with them ("n^2" -> "n²", "x_{t+1}" -> "xₜ₊₁", "10^{-9}" -> "10⁻⁹"); one that has not
  stays visibly a script ("p_\theta" -> "p_θ", "\mathbb{E}_{\tau}" -> "𝔼_τ", longer ones
  keep their braces) rather than being silently flattened into the base.
* Outside ``$...$`` (the topic feed drops the dollars of abstracts) a script is only
  read where it cannot be an identifier: "^" before digits or braces, "_" before braces
  or digits, so "snake_case" and "my_repo" stay as they are.  URLs are never touched.
* The feed renders ``$^2$`` as a box with spaces around it ("GD $^2$ PO"); a maths span
  that starts with a script is glued to the word before it, and to the word after it
  when both look like parts of one identifier (upper case or digits on both sides:
  "GD²PO", but "R² score").
* Markdown damage: the feed turns a pair of subscript underscores after a command into
  emphasis asterisks ("\mathbb{E}*{τ\sim p*θ(τ)}"); that exact shape is read back as
  subscripts.  A lone "*" is left alone ("A* search", "π^*").
* Unknown commands lose their backslash and keep their name and arguments, so nothing
  of the text disappears.

The parser reads the text once, left to right, jumping between special characters;
groups nest at most ``_MAX_DEPTH`` deep.  Text longer than ``_MAX_CHARS`` (no real title
or abstract is) only gets the cheap clean-up: escapes and dollars, no structure.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["render_latex"]

_MAX_CHARS = 50_000
_MAX_DEPTH = 30

_GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε", "zeta": "ζ",
    "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "omicron": "ο", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ", "sigma": "σ", "varsigma": "ς",
    "tau": "τ", "upsilon": "υ", "phi": "ϕ", "varphi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω",
    "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
    "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
}  # fmt: skip
_SYMBOLS = {
    # kept as ASCII where the feed and readers use ASCII ("~15", "->" is not used)
    "sim": "~", "approx": "≈", "simeq": "≃", "cong": "≅", "equiv": "≡", "propto": "∝",
    "times": "×", "cdot": "·", "circ": "∘", "ast": "∗", "star": "⋆", "div": "÷", "pm": "±", "mp": "∓",
    "leq": "≤", "le": "≤", "leqslant": "≤", "geq": "≥", "ge": "≥", "geqslant": "≥", "neq": "≠", "ne": "≠",
    "ll": "≪", "gg": "≫", "to": "→", "rightarrow": "→", "leftarrow": "←", "gets": "←", "leftrightarrow": "↔",
    "Rightarrow": "⇒", "Leftarrow": "⇐", "Leftrightarrow": "⇔", "implies": "⇒", "iff": "⇔", "mapsto": "↦",
    "uparrow": "↑", "downarrow": "↓", "longrightarrow": "⟶", "infty": "∞", "partial": "∂", "nabla": "∇",
    "in": "∈", "notin": "∉", "ni": "∋", "subset": "⊂", "subseteq": "⊆", "supset": "⊃", "supseteq": "⊇",
    "cup": "∪", "cap": "∩", "setminus": "∖", "emptyset": "∅", "varnothing": "∅", "forall": "∀", "exists": "∃",
    "neg": "¬", "lnot": "¬", "land": "∧", "wedge": "∧", "lor": "∨", "vee": "∨", "oplus": "⊕", "otimes": "⊗",
    "sum": "∑", "prod": "∏", "int": "∫", "oint": "∮", "surd": "√", "ell": "ℓ", "hbar": "ℏ", "top": "⊤",
    "bot": "⊥", "perp": "⊥", "parallel": "∥", "mid": "|", "vert": "|", "lvert": "|", "rvert": "|",
    "Vert": "‖", "lVert": "‖", "rVert": "‖", "langle": "⟨", "rangle": "⟩", "lceil": "⌈", "rceil": "⌉",
    "lfloor": "⌊", "rfloor": "⌋", "prime": "′", "dagger": "†", "ddagger": "‡", "checkmark": "✓",
    "ldots": "…", "dots": "…", "cdots": "⋯", "vdots": "⋮", "ddots": "⋱", "degree": "°", "angle": "∠",
    "triangleq": "≜", "coloneqq": "≔", "models": "⊨", "vdash": "⊢", "square": "□", "Box": "□",
    "S": "§", "P": "¶", "copyright": "©", "textregistered": "®", "texttrademark": "™",
    "textasciitilde": "~", "textasciicircum": "^", "textbackslash": "\\", "textbar": "|",
    "textless": "<", "textgreater": ">", "textendash": "–", "textemdash": "—", "textbullet": "•",
    "quad": " ", "qquad": " ", "enspace": " ", "thinspace": " ", "newline": " ", "par": " ",
    "LaTeX": "LaTeX", "TeX": "TeX",
    # operator names are written as words
    "log": "log", "ln": "ln", "exp": "exp", "max": "max", "min": "min", "arg": "arg", "argmax": "argmax",
    "argmin": "argmin", "sup": "sup", "inf": "inf", "lim": "lim", "sin": "sin", "cos": "cos", "tan": "tan",
    "det": "det", "dim": "dim", "ker": "ker", "Pr": "Pr", "deg": "deg", "gcd": "gcd", "mod": "mod",
}  # fmt: skip
_WORDS = {**_GREEK, **_SYMBOLS}
# One-character commands: escapes and spacing.
_SHORT = {
    "%": "%", "&": "&", "_": "_", "#": "#", "$": "$", "{": "{", "}": "}", " ": " ", ",": " ", ";": " ",
    ":": " ", ">": " ", "!": "", "\\": " ", "|": "‖", "-": "", "/": "", "'": "", "`": "", '"': "", "~": "",
    "^": "", "=": "", ".": "",
}  # fmt: skip
# Sizing and spacing commands that print nothing.
_SILENT = frozenset(
    ["left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr", "Biggl",
     "Biggr", "middle", "displaystyle", "textstyle", "scriptstyle", "limits", "nolimits", "nonumber", "notag",
     "centering", "noindent", "small", "footnotesize", "large", "Large", "normalsize", "tiny", "huge",
     "bf", "it", "rm", "sf", "tt", "em", "sc", "cal", "protect", "relax", "hfill", "vfill", "allowbreak"]
)  # fmt: skip
# Commands whose one argument is kept as it is (fonts, text styles, boxes).
_KEEP_ARGUMENT = frozenset(
    ["text", "textrm", "textbf", "textit", "textsl", "textsf", "texttt", "textsc", "textup", "textnormal",
     "emph", "underline", "uline", "mbox", "hbox", "fbox", "mathrm", "mathbf", "mathit", "mathsf", "mathtt",
     "mathnormal", "boldsymbol", "bm", "pmb", "operatorname", "mathop", "mathbin", "mathrel", "ensuremath",
     "overline", "underbrace", "overbrace", "url", "mathring"]
)  # fmt: skip
_ACCENTS = {
    "hat": "\u0302", "widehat": "\u0302", "tilde": "\u0303", "widetilde": "\u0303", "bar": "\u0304",
    "vec": "\u20d7", "dot": "\u0307", "ddot": "\u0308", "check": "\u030c", "breve": "\u0306",
    "acute": "\u0301", "grave": "\u0300",
}  # fmt: skip
_FRACTIONS = frozenset(["frac", "dfrac", "tfrac", "cfrac"])
_DROPPED_WITH_ARGUMENT = frozenset(["label", "ref", "eqref", "cite", "citep", "citet", "vspace", "hspace", "footnote"])


def _alphabet(first_upper: int, first_lower: int | None, holes: dict[str, str]) -> dict[str, str]:
    """A mathematical alphabet of Unicode, with its letters that live elsewhere (ℝ, ℬ)."""
    letters = {chr(ord("A") + k): chr(first_upper + k) for k in range(26)}
    if first_lower is not None:
        letters.update({chr(ord("a") + k): chr(first_lower + k) for k in range(26)})
    letters.update(holes)
    return letters


_FONTS = {
    "mathbb": _alphabet(
        0x1D538, 0x1D552, {"C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"}
    ) | {str(d): chr(0x1D7D8 + d) for d in range(10)},
    "mathcal": _alphabet(
        0x1D49C, 0x1D4B6,
        {"B": "ℬ", "E": "ℰ", "F": "ℱ", "H": "ℋ", "I": "ℐ", "L": "ℒ", "M": "ℳ", "R": "ℛ", "e": "ℯ", "g": "ℊ", "o": "ℴ"},
    ),
    "mathfrak": _alphabet(0x1D504, 0x1D51E, {"C": "ℭ", "H": "ℌ", "I": "ℑ", "R": "ℜ", "Z": "ℨ"}),
}  # fmt: skip
_FONTS["mathscr"] = _FONTS["mathcal"]
_FONTS["Bbb"] = _FONTS["mathbb"]

_SUPERSCRIPTS = dict(
    zip(
        "0123456789+-−=()nijklmoprstuvwxyzabcdefghABDEGHIJKLMNOPRTUVWαβγδθιφχ′*",
        "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱʲᵏˡᵐᵒᵖʳˢᵗᵘᵛʷˣʸᶻᵃᵇᶜᵈᵉᶠᵍʰᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵅᵝᵞᵟᶿᶥᵠᵡ′*",
        strict=True,
    )
)
_SUBSCRIPTS = dict(zip("0123456789+-−=()aehijklmnoprstuvxβγρφχ", "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ", strict=True))
_SCRIPTS = {"^": _SUPERSCRIPTS, "_": _SUBSCRIPTS}

_SPECIAL = re.compile(r"[\\${}^_]")
_DOLLAR = re.compile(r"(?<!\\)\$")
_URL = re.compile(r"(?<![{\w/])(?:https?://|www\.)[^\s<>\"{}]+")  # not inside \href{...}: the parser drops it
_LETTERS = re.compile(r"[A-Za-z]+")
_DIGITS = re.compile(r"[-−+]?[0-9]+")
# "\mathbb{E}*{τ\sim p*θ(τ)}": markdown read the two underscores of "\cmd{X}_{... p_θ" as emphasis.
_MANGLED_SUBSCRIPTS = re.compile(r"(\\[A-Za-z]{1,20}(?:\{[^{}*]{0,40}\})?)\*(\{[^*{}]{0,80}?[^\s*{}])\*(?=[^\s*])")
# A maths span that starts with a script belongs to the word before it ("GD $^2$ PO").
_SCRIPT_SPAN = re.compile(r"(?<=\S)[ \t]+(\$[\^_][^$]{0,60}\$)([ \t]+)?")


def render_latex(text: str) -> str:
    r"""``text`` with its LaTeX rendered as readable Unicode ("GD $^2$ PO" -> "GD²PO")."""
    if not _SPECIAL.search(text):
        return text
    if len(text) > _MAX_CHARS:
        return _cheap_cleanup(text)
    pieces = []
    last = 0
    for url in _URL.finditer(text):
        pieces.append(_render_prose(text[last : url.start()]))
        pieces.append(url.group())
        last = url.end()
    pieces.append(_render_prose(text[last:]))
    return "".join(pieces)


def _render_prose(text: str) -> str:
    if not _SPECIAL.search(text):
        return text
    text = _MANGLED_SUBSCRIPTS.sub(r"\1_\2_", text)
    text = _SCRIPT_SPAN.sub(_glue_script_span, text)
    return unicodedata.normalize("NFC", _Parser(text).render())  # "y" + combining hat -> "ŷ"


def _glue_script_span(match: re.Match[str]) -> str:
    """Glue "$^2$" to the word before; to the word after only when both read as one name."""
    span, space_after = match.group(1), match.group(2)
    if not space_after:
        return span
    before = match.string[match.start() - 1]
    after = match.string[match.end() : match.end() + 1]
    one_name = (before.isupper() or before.isdigit()) and (after.isupper() or after.isdigit())
    return span if one_name else span + " "


def _cheap_cleanup(text: str) -> str:
    """Escapes and dollars only: linear in the text, for input no real paper has."""
    for escaped, plain in (("\\%", "%"), ("\\&", "&"), ("\\_", "_"), ("\\#", "#")):
        text = text.replace(escaped, plain)
    return "$".join(part.replace("$", "") for part in text.split("\\$"))


class _Parser:
    """One left-to-right pass: ``$`` toggles maths, groups recurse, commands look up tables."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.math = False
        dollars = [m.start() for m in _DOLLAR.finditer(text)]
        self.lone_dollar = dollars[-1] if len(dollars) % 2 else -1  # "costs $5": a price, not maths

    def render(self) -> str:
        return self._sequence(depth=0, in_group=False)

    # -- sequences and atoms ------------------------------------------------------------

    def _sequence(self, depth: int, in_group: bool) -> str:
        """Render until the end of the text, or the "}" closing the current group."""
        out: list[str] = []
        text = self.text
        while self.i < len(text):
            found = _SPECIAL.search(text, self.i)
            end = found.start() if found else len(text)
            out.append(text[self.i : end])
            self.i = end
            if found is None:
                break
            char = text[end]
            if char == "}":
                self.i += 1
                if in_group:
                    return "".join(out)
                continue  # a stray closing brace
            out.append(self._special(char, depth, "".join(out[-1:])))
        return "".join(out)

    def _special(self, char: str, depth: int, before: str) -> str:
        if char == "$":
            self.i += 1
            if self.i - 1 == self.lone_dollar:
                return "$"
            self.math = not self.math
            return ""
        if char == "{":
            return self._group(depth)
        if char == "\\":
            return self._command(depth)
        return self._script(char, depth, before)

    def _group(self, depth: int) -> str:
        """``{...}`` rendered without its braces; past ``_MAX_DEPTH`` the brace is text."""
        self.i += 1
        if depth >= _MAX_DEPTH:
            return "{"
        return self._sequence(depth + 1, in_group=True)

    def _argument(self, depth: int) -> str | None:
        """The next argument of a command: a group, a command, or one character; None at the end."""
        text = self.text
        while self.i < len(text) and text[self.i] == " ":
            self.i += 1
        if self.i >= len(text) or text[self.i] == "}":
            return None
        char = text[self.i]
        if char == "{":
            return self._group(depth)
        if char == "\\":
            return self._command(depth)
        if char == "$":
            return None
        self.i += 1
        return char

    # -- commands --------------------------------------------------------------------------

    def _command(self, depth: int) -> str:
        text = self.text
        spaced = self.i == 0 or text[self.i - 1].isspace()
        self.i += 1
        if self.i >= len(text):
            return ""
        name_match = _LETTERS.match(text, self.i)
        if name_match is None:
            self.i += 1
            return _SHORT.get(text[self.i - 1], text[self.i - 1])
        name = name_match.group()
        self.i = name_match.end()
        rendered = self._named(name, depth)
        if name in _WORDS and not spaced and self.i < len(text) and text[self.i] == " ":
            self.i += 1  # "τ\sim p": the space only ends the command's name ("x \sim p" keeps both)
        return rendered

    def _named(self, name: str, depth: int) -> str:
        if name in _WORDS:
            return _WORDS[name]
        if name in _SILENT:
            if name in ("left", "right", "middle", "bigl", "bigr", "Bigl", "Bigr") and self.text[self.i : self.i + 1] == ".":
                self.i += 1  # "\left." is an invisible delimiter
            return ""
        if name in _KEEP_ARGUMENT:
            return self._argument(depth) or ""
        if name in _FONTS:
            letters = _FONTS[name]
            return "".join(letters.get(c, c) for c in self._argument(depth) or "")
        if name in _ACCENTS:
            return _accented(self._argument(depth) or "", _ACCENTS[name])
        if name in _FRACTIONS:
            return _fraction(self._argument(depth) or "", self._argument(depth) or "")
        if name == "sqrt":
            return "√" + _parenthesised(self._argument(depth) or "")
        if name in ("textsuperscript", "textsubscript"):
            return _script("^" if name == "textsuperscript" else "_", self._argument(depth) or "")
        if name == "href":  # \href{url}{text}: the text
            self._argument(depth)
            return self._argument(depth) or ""
        if name in _DROPPED_WITH_ARGUMENT:
            self._argument(depth)
            return ""
        return name  # unknown: keep the word, its arguments follow as plain groups

    # -- scripts ---------------------------------------------------------------------------

    def _script(self, mark: str, depth: int, before: str) -> str:
        """``^x``, ``_{...}``; outside maths only where it cannot be part of a name."""
        text = self.text
        self.i += 1
        start = self.i
        nxt = text[start : start + 1]
        if not self.math:
            digits = _DIGITS.match(text, start) if mark == "^" or before[-1:].isalnum() else None
            if digits and mark == "_" and not before[-1:].isalpha():
                digits = None
            if nxt == "{":
                return _script(mark, self._group(depth))
            if nxt == "\\" and _LETTERS.match(text, start + 1):
                return _script(mark, self._command(depth))
            if digits:
                self.i = digits.end()
                return _script(mark, digits.group())
            return mark
        digits = _DIGITS.match(text, start)
        if digits and digits.group()[0] in "-−+":
            self.i = digits.end()
            return _script(mark, digits.group())
        argument = self._argument(depth)
        return mark if argument is None else _script(mark, argument)


def _script(mark: str, content: str) -> str:
    """Unicode script characters when every character has one, else a visible ``^``/``_``."""
    content = content.strip()
    if not content:
        return ""
    table = _SCRIPTS[mark]
    if all(c in table for c in content):
        return "".join(table[c] for c in content)
    if content == "*" or content == "′":
        return content
    if len(content) == 1:
        return mark + content
    return f"{mark}{{{content}}}"


def _accented(base: str, mark: str) -> str:
    return base + mark if len(base) == 1 else base


def _parenthesised(text: str) -> str:
    text = text.strip()
    simple = len(text) == 1 or text.isalnum() or (text.startswith("(") and text.endswith(")"))
    return text if simple else f"({text})"


def _fraction(numerator: str, denominator: str) -> str:
    return f"{_parenthesised(numerator)}/{_parenthesised(denominator)}"

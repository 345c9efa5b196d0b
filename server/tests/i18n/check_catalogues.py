#!/usr/bin/env python3
"""Fails when a server message a person reads is missing from a catalogue, or a catalogue keeps a
stale entry.

Usage: check_catalogues.py SERVER_DIR [--list]

The English templates are extracted from server/src:
  * the message argument of AppError(code, MSG, ...), validationError(field, MSG) and
    errorResponse(code, MSG, ...): a string literal (adjacent literals joined), the first literal of
    a braced `{"template", {{args}}}`, or every literal of a `cond ? "a" : "b"`;
  * every `Message("...")` / `Message name("...")` (helpers that build a message elsewhere, CSV
    headers) and `userText("...")` (verification texts kept as plain strings until rendered);
  * payment outcome messages assigned as `message = "..."` (shown to a buyer whose card is
    declined).
A message argument built by concatenating a literal (`"No item " + serial`) is an error: it cannot
be translated; write a template with named placeholders instead.

Each server/i18n/<lang>.json maps every template to its translation, with the same placeholders.
--list prints the extracted templates (to start a new catalogue).
"""
import json
import pathlib
import re
import sys

CALL = re.compile(r"\b(AppError|validationError|errorResponse)\s*\(")
MESSAGE = re.compile(r"\bMessage\s*(?:[A-Za-z_]\w*\s*)?[({]|\buserText\s*\(")
ASSIGN = re.compile(r"\bmessage\s*=\s*(?!=)(.*);")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def read_literal(text, i):
    """Parses the C++ string literal starting at text[i] == '"'; returns (value, end index)."""
    if i > 0 and text[i - 1] == "R":  # raw string R"delim(...)delim"
        open_paren = text.index("(", i)
        close = ")" + text[i + 1:open_paren] + '"'
        end = text.index(close, open_paren)
        return text[open_paren + 1:end], end + len(close)
    out = []
    i += 1
    while text[i] != '"':
        c = text[i]
        if c == "\\":
            n = text[i + 1]
            out.append({"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'"}.get(n, "\\" + n))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out), i + 1


def literal_groups(text):
    """Values of the runs of adjacent string literals in `text`, and the code between them."""
    groups, code, i, current = [], [], 0, None
    while i < len(text):
        c = text[i]
        if c == '"':
            value, i = read_literal(text, i)
            current = (current or "") + value
            continue
        if c == "'" and not (i and text[i - 1].isalnum()):  # a char literal, e.g. '"'
            end = text.index("'", i + 3 if text[i + 1] == "\\" else i + 2)
            i = end + 1
            continue
        if not c.isspace() and current is not None:
            groups.append(current)
            current = None
        code.append(c)
        i += 1
    if current is not None:
        groups.append(current)
    return groups, "".join(code)


def call_args(text, i):
    """Top-level arguments of the call whose '(' is at text[i-1]; returns (args, end index)."""
    depth, args, start = 0, [], i
    while i < len(text):
        c = text[i]
        if c == '"':
            _, i = read_literal(text, i)
            continue
        if c == "'" and not (i and text[i - 1].isalnum()):
            i = text.index("'", i + 3 if text[i + 1] == "\\" else i + 2) + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append(text[start:i].strip())
                return args, i + 1
            depth -= 1
        elif c == "," and depth == 0:
            args.append(text[start:i].strip())
            start = i + 1
        i += 1
    return args, i


def strip_comments(text):
    out, i = [], 0
    while i < len(text):
        if text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                break
            continue
        if text.startswith("/*", i):
            i = text.find("*/", i) + 2
            continue
        if text[i] == '"':
            _, end = read_literal(text, i)
            out.append(text[i:end])
            i = end
            continue
        if text[i] == "'" and i + 2 < len(text) and not (i and text[i - 1].isalnum()):
            end = text.index("'", i + 3 if text[i + 1] == "\\" else i + 2) + 1
            out.append(text[i:end])
            i = end
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def line_of(text, i):
    return text.count("\n", 0, i) + 1


def extract(src_dir):
    templates, errors = {}, []
    for path in sorted(src_dir.rglob("*.[ch]pp")):
        text = strip_comments(path.read_text(encoding="utf-8"))
        where = lambda i: f"{path.relative_to(src_dir.parent)}:{line_of(text, i)}"
        for m in CALL.finditer(text):
            args, _ = call_args(text, m.end())
            if len(args) < 2:
                continue
            if m.group(1) == "errorResponse" and "ErrorCode::" not in args[0]:
                continue
            arg = args[1]
            groups, code = literal_groups(arg)
            if not groups:
                continue
            if arg.startswith("{"):
                templates.setdefault(groups[0], where(m.start()))
            elif "+" in code:
                errors.append(f"{where(m.start())}: a message built by concatenation cannot be translated; "
                              f"use a template with {{placeholders}}: {arg[:80]}")
            elif arg.startswith('"') or "?" in code:
                for g in groups:
                    templates.setdefault(g, where(m.start()))
        for m in MESSAGE.finditer(text):
            args, _ = call_args(text, m.end())
            groups, _ = literal_groups(args[0]) if args else ([], "")
            if args and args[0].startswith('"'):
                templates.setdefault(groups[0], where(m.start()))
        for m in ASSIGN.finditer(text):
            rhs = m.group(1)
            groups, code = literal_groups(rhs)
            if "+" in code or "(" in code:
                continue  # built or read from elsewhere (an internal note, a provider's own text)
            for g in groups:
                if g:
                    templates.setdefault(g, where(m.start()))
    return templates, errors


def main():
    server = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[2])
    templates, errors = extract(server / "src")
    if "--list" in sys.argv:
        for t in sorted(templates):
            print(json.dumps(t, ensure_ascii=False))
        return 0
    catalogues = sorted((server / "i18n").glob("*.json"))
    if not catalogues:
        errors.append("no catalogues in server/i18n")
    for cat in catalogues:
        try:
            entries = json.loads(cat.read_text(encoding="utf-8"))
        except ValueError as e:
            errors.append(f"{cat.name}: not valid JSON: {e}")
            continue
        for t, at in sorted(templates.items()):
            if t not in entries:
                errors.append(f"{cat.name}: missing {json.dumps(t)} (used at {at})")
            elif not isinstance(entries[t], str) or not entries[t].strip():
                errors.append(f"{cat.name}: empty translation for {json.dumps(t)}")
            elif sorted(set(PLACEHOLDER.findall(entries[t]))) != sorted(set(PLACEHOLDER.findall(t))):
                errors.append(f"{cat.name}: placeholders differ for {json.dumps(t)}: {entries[t]}")
        for key in sorted(set(entries) - set(templates)):
            errors.append(f"{cat.name}: stale entry {json.dumps(key)} (no code uses it)")
    for e in errors:
        print(e)
    print(f"{len(templates)} templates, {len(catalogues)} catalogues, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

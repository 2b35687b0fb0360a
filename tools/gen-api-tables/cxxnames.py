"""The public names a C++ template library (CUB, Thrust) declares at the top
of its namespace: classes, structs, enums and their enumerators, aliases and
free functions. A scanner, like headerscan: good enough to list names, never
used to read types."""
import re

from headerscan import strip_noise

_TOKEN = re.compile(r'[A-Za-z_]\w*|::|->|[{}()\[\];=<>,:*&]|\S')
_KEYWORDS = {
    'return', 'if', 'while', 'for', 'switch', 'sizeof', 'decltype', 'alignof',
    'static_assert', 'alignas', 'operator', 'new', 'delete', 'throw', 'noexcept',
    'requires', 'typename', 'template', 'using', 'namespace', 'case', 'else',
    'do', 'static_cast', 'reinterpret_cast', 'const_cast', 'dynamic_cast',
    'explicit', 'main', 'defined', 'void', 'auto', 'const', 'volatile',
    'constexpr', 'inline', 'static', 'extern', 'friend', 'virtual', 'int',
    'bool', 'char', 'float', 'double', 'long', 'short', 'unsigned', 'signed',
    'struct', 'class', 'enum', 'union', 'public', 'private', 'protected'}


def _tokens(text):
    text = strip_noise(text).replace('\\\n', ' ')
    text = '\n'.join(l for l in text.split('\n') if not l.lstrip().startswith('#'))
    return _TOKEN.findall(text)


def public_names(text):
    """Names declared at the outermost brace level of a header."""
    toks = _tokens(text)
    names = set()
    depth = paren = 0
    enum_body_depth = None
    i = 0
    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else ''
        if t == '{':
            depth += 1
        elif t == '}':
            depth -= 1
            if enum_body_depth is not None and depth < enum_body_depth:
                enum_body_depth = None
        elif t == '(':
            paren += 1
        elif t == ')':
            paren = max(0, paren - 1)
        elif enum_body_depth is not None and depth == enum_body_depth and \
                paren == 0 and _is_name(t) and \
                toks[i - 1] in ('{', ',') and nxt in (',', '=', '}'):
            names.add(t)
        elif depth == 0 and paren == 0:
            if t in ('struct', 'class', 'union') and _is_name(nxt):
                j = i + 1
                while j + 1 < len(toks) and _is_name(toks[j + 1]) and \
                        toks[j + 1] not in ('final',) and toks[j].isupper():
                    j += 1  # skip attribute macros: struct CUB_ALIGN Foo
                if toks[j + 1:j + 2] and toks[j + 1] in ('{', ':', ';', '<', 'final'):
                    names.add(toks[j])
            elif t == 'enum':
                j = i + 1
                if toks[j] in ('class', 'struct'):
                    j += 1
                if _is_name(toks[j]):
                    names.add(toks[j])
                k = j
                while k < len(toks) and toks[k] not in ('{', ';'):
                    k += 1
                if k < len(toks) and toks[k] == '{':
                    enum_body_depth = depth + 1
            elif t == 'using' and _is_name(nxt) and \
                    i + 2 < len(toks) and toks[i + 2] == '=':
                names.add(nxt)
            elif _is_name(t) and nxt == '(' and i > 0 and not t.isupper():
                prev = toks[i - 1]
                if prev in ('>', '*', '&') or (
                        _is_name(prev) and prev not in _STATEMENT and
                        not _MACRO.fullmatch(prev)):
                    names.add(t)
        i += 1
    return {n for n in names if not n.startswith('_') and n not in _KEYWORDS}


_STATEMENT = {'return', 'if', 'while', 'for', 'switch', 'sizeof', 'decltype',
              'alignof', 'static_assert', 'alignas', 'operator', 'new',
              'delete', 'throw', 'noexcept', 'requires', 'case', 'else', 'do',
              'defined', 'typename', 'template', 'using', 'namespace'}
_MACRO = re.compile(r'_?[A-Z][A-Z0-9_]{2,}')


def _is_name(t):
    return bool(t) and (t[0].isalpha() or t[0] == '_')

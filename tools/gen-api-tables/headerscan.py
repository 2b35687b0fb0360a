"""Reads C and C++ headers as text: which names they declare, and how many
arguments their functions take.

This is deliberately a scanner, not a parser. It strips comments and
literals, collects every identifier, and for a name written before '(' it
records the argument counts the parentheses accept. That is enough to tell
whether a HIP header declares a name and whether a CUDA function and its HIP
namesake take the same arguments; it is not enough to read types, which the
generator never needs.
"""
import os
import re

_NOISE = re.compile(
    r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n]){1,8}\'',
    re.S)
_IDENT = re.compile(r'\b[A-Za-z_]\w*\b')
_CALL = re.compile(r'\b([A-Za-z_]\w*)\s*\(')
_TYPEDEF = re.compile(r'\btypedef\s+([\w\s\*]+?)\s*\b(\w+)\s*;')
_FUNC_MACRO = re.compile(r'^[ \t]*#[ \t]*define[ \t]+(\w+)\(([^)]*)\)([^\n]*)$', re.M)
_PASTE = re.compile(r'(\w+)\s*##\s*(\w+)')
_DEFINE = re.compile(r'^[ \t]*#[ \t]*define[ \t]+(\w+)([ \t(][^\n]*)?$', re.M)

INFINITE = 1 << 20


def strip_noise(text):
    """Comments and string/character literals become a single space."""
    return _NOISE.sub(' ', text)


def _join_lines(text):
    return text.replace('\\\n', ' ')


class HeaderSet:
    """Everything the scanner learned from one group of header files."""

    def __init__(self, files):
        self.files = sorted(files)
        self.idents = set()
        # name -> set of (min_args, max_args), one per written parameter list
        self.arities = {}
        # name -> name, for `#define A B` and `#define A WRAPPER(B)`
        self.aliases = {}
        # name -> the text of its first parameter lists
        self.params = {}
        # simple `typedef TYPE NAME;` -> TYPE
        self.typedefs = {}
        self.texts = {}
        for path in self.files:
            with open(path, encoding='utf-8', errors='replace') as f:
                text = _join_lines(strip_noise(f.read()))
            self.texts[path] = text
            self.idents.update(_IDENT.findall(text))
            self._scan_calls(text)
            self._scan_defines(text)
            for m in _TYPEDEF.finditer(text):
                self.typedefs.setdefault(m.group(2), m.group(1))
        self._expand_pasted()

    def _expand_pasted(self):
        """Names made by token pasting (`make_##type`) in function-like
        macros, for every invocation with plain arguments:
        DECLOP_MAKE_TWO_COMPONENT(int, int2) declares make_int2. A pasted
        function gets the argument counts its parameter list shows."""
        macros = {}
        for text in self.texts.values():
            for m in _FUNC_MACRO.finditer(text):
                if '##' in m.group(3):
                    params = [p.strip() for p in m.group(2).split(',')]
                    macros[m.group(1)] = (params, m.group(3))
        for name, (params, body) in macros.items():
            call = re.compile(r'\b%s\s*\(([^()]*)\)' % re.escape(name))
            for text in self.texts.values():
                for m in call.finditer(text):
                    args = [a.strip() for a in m.group(1).split(',')]
                    if len(args) != len(params):
                        continue
                    env = dict(zip(params, args))
                    for pm in _PASTE.finditer(body):
                        pasted = ''.join(env.get(w, w) for w in (pm.group(1), pm.group(2)))
                        if not re.fullmatch(r'[A-Za-z_]\w*', pasted):
                            continue
                        self.idents.add(pasted)
                        span = _balanced(body, pm.end()) if body[pm.end():pm.end() + 1] == '(' else None
                        if span is not None:
                            self.arities.setdefault(pasted, set()).add(_count_args(span))
                            self.params.setdefault(pasted, []).append(
                                ' '.join(env.get(w, w) for w in re.split(r'(\W)', span)))

    def _scan_defines(self, text):
        for m in _DEFINE.finditer(text):
            name, body = m.group(1), (m.group(2) or '')
            if body.startswith('('):
                continue  # function-like macro: its parameters are read below
            words = _IDENT.findall(body)
            if len(words) == 1 and words[0] != name:
                self.aliases[name] = words[0]
            elif len(words) == 2 and words[1] != name and \
                    re.fullmatch(r'\s*\w+\s*\(\s*\w+\s*\)\s*', body):
                self.aliases[name] = words[1]  # __CUDA_API_PTDS(cuFoo_v2)

    def _scan_calls(self, text):
        for m in _CALL.finditer(text):
            name = m.group(1)
            span = _balanced(text, m.end() - 1)
            if span is None:
                continue
            self.arities.setdefault(name, set()).add(_count_args(span))
            lists = self.params.setdefault(name, [])
            if len(lists) < 12:
                lists.append(span)

    def declares(self, name):
        return name in self.idents

    def parameter_text(self, name, depth=0):
        """The written parameter lists of `name`, following macro aliases."""
        text = ' '.join(self.params.get(name, ()))
        target = self.aliases.get(name)
        if target and depth < 4:
            text += ' ' + self.parameter_text(target, depth + 1)
        return text

    def declarations(self, name, depth=0):
        """Parameter lists of `name` that read as declarations (every
        parameter has a type and a name), split into parameters."""
        out = []
        for span in self.params.get(name, ()):
            params = split_params(span)
            if params and all(_is_parameter(p) for p in params):
                out.append(params)
        target = self.aliases.get(name)
        if target and depth < 4:
            out += self.declarations(target, depth + 1)
        return out

    def signatures(self, name, depth=0):
        """Argument-count ranges of `name`, following macro aliases."""
        sigs = set(self.arities.get(name, ()))
        target = self.aliases.get(name)
        if target and depth < 4:
            sigs |= self.signatures(target, depth + 1)
        return sigs


def _balanced(text, open_at):
    depth = 0
    for i in range(open_at, min(len(text), open_at + 20000)):
        c = text[i]
        if c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return text[open_at + 1:i]
        elif c in ';{}' and depth == 1:
            return None  # not a parameter or argument list
    return None


def _is_parameter(p):
    """`const T *name` or `T (*fn)(...)`, not an argument expression."""
    decl = re.sub(r'__(dv|dparm)\s*\([^)]*\)', '', p.split('=')[0])
    if p.strip() == '...':
        return True
    if '(' in decl and not re.search(r'\(\s*\*', decl):
        return False
    return len(_IDENT.findall(decl)) >= 2 and not re.search(r'[-+/%!?]|->|\.', decl)


def split_params(inner):
    parts, depth, cur = [], 0, []
    for c in inner:
        if c in '(<[':
            depth += 1
        elif c in ')>]':
            depth = max(0, depth - 1)
        if c == ',' and depth == 0:
            parts.append(''.join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append(''.join(cur))
    parts = [p.strip() for p in parts]
    return [] if parts in ([''], ['void']) else parts


def _count_args(inner):
    """(min, max) arguments a parameter or argument list accepts."""
    parts = split_params(inner)
    if not parts:
        return (0, 0)
    if parts[-1] == '...' or parts[-1].endswith('...'):
        return (len(parts) - 1, INFINITE)
    required = sum(1 for p in parts if '=' not in p)
    return (required, len(parts))


def accepts(sigs, n):
    return any(lo <= n <= hi for lo, hi in sigs)


def compatible(cuda_sigs, hip_sigs):
    """Every full call of every CUDA overload is accepted by some HIP one."""
    return all(accepts(hip_sigs, hi if hi < INFINITE else lo)
               for _, hi in cuda_sigs) if cuda_sigs else True


def find_headers(root, patterns, exclude=()):
    """Files under `root` whose relative path matches one of the regexes."""
    out = []
    if not os.path.isdir(root):
        return out
    pats = [re.compile(p) for p in patterns]
    excl = [re.compile(p) for p in exclude]
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fn in sorted(filenames):
            rel = os.path.relpath(os.path.join(dirpath, fn), root)
            if any(p.fullmatch(rel) for p in pats) and \
                    not any(p.search(rel) for p in excl):
                out.append(os.path.join(dirpath, fn))
    return out

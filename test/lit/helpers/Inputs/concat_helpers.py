#!/usr/bin/env python3
"""Writes one HIP file that carries every helper of lib/Rules/Helpers.def, in
registry order (the order a translated file carries them), after the HIP
runtime header. --skip NAME leaves a helper out.

Usage: concat_helpers.py RULES_DIR [--skip NAME]..."""
import re, sys

args = sys.argv[1:]
rules = args.pop(0)
skip = {args[i + 1] for i in range(len(args)) if args[i] == "--skip"}
text = open(f"{rules}/Helpers.def").read()
rows = re.findall(r'^C2H_HELPER\("([^"]+)", "([^"]+)"', text, re.M)
if not rows:
    sys.exit(f"{rules}/Helpers.def: no C2H_HELPER rows")
out = ["#include <hip/hip_runtime.h>\n"]
for name, path in rows:
    if name not in skip:
        out.append(open(f"{rules}/Helpers/{path}").read())
sys.stdout.write("".join(out))
print(f"// {len(rows) - len(skip & {n for n, _ in rows})} helpers")

#!/usr/bin/env python3
"""Shrink a fuzz finding to a small reproducer.

Delta debugging over the lines of the kernel body (chunks of halving size,
then single lines), followed by a pass that replaces parenthesised
subexpressions and call arguments by one of their operands. A candidate is
kept when the oracle still reports the same signature (kind and, for a
difference, the same output buffers; for a crash or rejection the same
first message). Results of the oracle are cached by program text.
"""

import re
import sys

import oracle


class Reducer:
    def __init__(self, src, outcome, seed, version, log=None, budget=150):
        self.seed, self.version, self.log = seed, version, log
        self.sig = outcome.sig
        self.cache = {src: outcome}
        self.tests = 0
        self.budget = budget

    def interesting(self, src):
        if src not in self.cache:
            if self.tests >= self.budget:
                return False
            self.tests += 1
            self.cache[src] = oracle.check(src, self.seed, self.version)
        return self.cache[src].sig == self.sig

    def say(self, msg):
        if self.log:
            self.log(msg)

    def body_range(self, lines):
        start = next(i for i, l in enumerate(lines) if l.startswith("__tile_global__")) + 1
        end = max(i for i, l in enumerate(lines) if l.strip() == "}")
        return start, end

    def lines_pass(self, src):
        lines = src.splitlines()
        start, end = self.body_range(lines)
        body = lines[start:end]
        n = max(1, len(body) // 2)
        while n >= 1:
            i = 0
            while i < len(body):
                cand = body[:i] + body[i + n:]
                text = "\n".join(lines[:start] + cand + lines[end:]) + "\n"
                if cand != body and self.interesting(text):
                    body = cand
                    self.say("  %d lines" % len(body))
                else:
                    i += n
            n //= 2
        return "\n".join(lines[:start] + body + lines[end:]) + "\n"

    @staticmethod
    def groups(line):
        """(start, end) of every balanced (...) in line."""
        out, stack = [], []
        for i, c in enumerate(line):
            if c == "(":
                stack.append(i)
            elif c == ")" and stack:
                out.append((stack.pop(), i + 1))
        return out

    @staticmethod
    def operands(text):
        """The top-level comma or binary-operator operands of a (...) group."""
        inner = text[1:-1]
        parts, depth, cur = [], 0, ""
        i = 0
        while i < len(inner):
            c = inner[i]
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            if depth == 0 and (c == "," or (c in "+-*/%&|^" and inner[i - 1:i] == " "
                                            and inner[i + 1:i + 2] == " ")):
                parts.append(cur.strip())
                cur = ""
            else:
                cur += c
            i += 1
        parts.append(cur.strip())
        return [p for p in parts if p and p.count("(") == p.count(")")]

    def expr_pass(self, src):
        changed = True
        while changed:
            changed = False
            lines = src.splitlines()
            start, end = self.body_range(lines)
            for li in range(start, end):
                line = lines[li]
                for (a, b) in sorted(self.groups(line), key=lambda g: g[0] - g[1]):
                    # A call's arguments: the group plus the callee's name.
                    m = re.search(r"(ct::\w+(<[^()]*>)?)$", line[:a])
                    ga = m.start() if m else a
                    for op in self.operands(line[a:b]):
                        cand = line[:ga] + "(" + op + ")" + line[b:]
                        if len(cand) >= len(line):
                            continue  # not smaller: (x) for (x), or a longer call
                        text = "\n".join(lines[:li] + [cand] + lines[li + 1:]) + "\n"
                        if self.interesting(text):
                            src = text
                            changed = True
                            self.say("  line %d: %d chars" % (li + 1, len(cand)))
                            break
                    if changed:
                        break
                if changed:
                    break
        return src

    def run(self, src):
        src = self.lines_pass(src)
        src = self.expr_pass(src)
        src = self.lines_pass(src)
        return src


def reduce(src, outcome, seed, version=None, log=None, budget=150):
    r = Reducer(src, outcome, seed, version, log, budget)
    out = r.run(src)
    return out, r.tests


if __name__ == "__main__":
    import argparse
    import os
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--nvcc-version", default=os.environ.get("NVCC_REF_VERSION"))
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    src = open(a.file).read()
    o = oracle.check(src, a.seed, a.nvcc_version)
    print("start:", o)
    if o.kind == "ok":
        raise SystemExit("nothing to reduce")
    out, n = reduce(src, o, a.seed, a.nvcc_version, log=print)
    print("reduced with %d oracle runs" % n)
    if a.output:
        open(a.output, "w").write(out)
    else:
        sys.stdout.write(out)

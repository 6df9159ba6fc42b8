#!/usr/bin/env python3
"""Code quality against nvcc 13.4, kernel by kernel, without a GPU.

Both compilers end in the same tileiras, so every difference in speed comes
from the Tile IR each hands it. For every program (scripts/compat.py's
corpus format) and target this compiles the tile code with both, reads both
cubins with cuobjdump (-sass, -res-usage) and compares per kernel:
instructions, registers, spill instructions (LDL/STL), tensor-core and TMA
instructions. A kernel of ours is worse than nvcc's when it breaks one of
the RULES below; known gaps are listed, with their measured figures, in
test/Compat/known-perf-gaps.txt, so that the test fails on anything new while the
gaps it has shown are being closed, and on a listed gap that has closed (its line
must go). `make perf` prints the table.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CUOBJDUMP = os.path.join(ROOT, ".deps", "cudatools", "nvidia", "cu13", "bin", "cuobjdump")
KNOWN_GAPS = os.path.join(ROOT, "test", "Compat", "known-perf-gaps.txt")

# The thresholds, in one place. A kernel of ours is worse than nvcc's when
# it has more spill instructions, fewer tensor-core or TMA instructions, or
# more than INSTR_SLACK times nvcc's instruction count.
INSTR_SLACK = 1.05
RULES = (
    ("spills", lambda o, n: o["spills"] > n["spills"]),
    ("tensor-core", lambda o, n: o["tc"] < n["tc"]),
    ("tma", lambda o, n: o["tma"] < n["tma"]),
    ("instructions", lambda o, n: o["instr"] > INSTR_SLACK * n["instr"]),
)

TC_OPS = re.compile(r"^(HGMMA|HMMA|IMMA|QGMMA|IGMMA|BGMMA|UTC\w*MMA\w*|DMMA)\b")
TMA_OPS = re.compile(r"^(UTMALDG|UTMASTG|UBLKCP|UTMAREDG|UTMAPF|UBLKRED)\b")
INSTR = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)")


def sass_stats(cubin):
    """{kernel: {instr, spills, tc, tma, regs}} from one cubin."""
    out = subprocess.run([CUOBJDUMP, "-sass", cubin], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, check=True).stdout.decode()
    stats, cur = {}, None
    for line in out.splitlines():
        m = re.match(r"\s*Function : (\S+)", line)
        if m:
            cur = stats.setdefault(m.group(1), dict(instr=0, spills=0, tc=0, tma=0, regs=0))
            continue
        m = INSTR.search(line)
        if not m or cur is None:
            continue
        op = m.group(1)
        if op == "NOP":
            continue
        cur["instr"] += 1
        base = op.split(".")[0]
        cur["spills"] += base in ("LDL", "STL")
        cur["tc"] += TC_OPS.match(op) is not None
        cur["tma"] += TMA_OPS.match(op) is not None
    res = subprocess.run([CUOBJDUMP, "-res-usage", cubin], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, check=True).stdout.decode()
    fn = None
    for line in res.splitlines():
        m = re.match(r"\s*Function (\S+):", line)
        if m:
            fn = m.group(1)
            continue
        m = re.search(r"\bREG:(\d+)", line)
        if m and fn in stats:
            stats[fn]["regs"] = int(m.group(1))
    return stats


def known_gaps():
    """{(program, arch, kernel): set of rule names} accepted for now."""
    gaps = {}
    if not os.path.isfile(KNOWN_GAPS):
        return gaps
    with open(KNOWN_GAPS) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            prog, arch, kernel, rules = line.split()[:4]
            gaps[(prog, arch, kernel)] = set(rules.split(","))
    return gaps


def available():
    return os.access(CUOBJDUMP, os.X_OK)


def judge(ours, theirs, gaps, program, arch):
    """Rows (kernel, ours, nvcc, broken rules, new rules) for one target."""
    rows = []
    for kernel in sorted(set(ours) | set(theirs)):
        o, n = ours.get(kernel), theirs.get(kernel)
        if o is None or n is None:
            rows.append((kernel, o, n, {"missing"}, {"missing"}))
            continue
        broken = {name for name, rule in RULES if rule(o, n)}
        listed = gaps.get((program, arch, kernel), set())
        # A gap that closed, on purpose or as a side effect, must leave the
        # list, or it would hide the kernel getting worse again.
        stale = {"closed gap still listed: " + name for name in listed - broken}
        rows.append((kernel, o, n, broken, (broken - listed) | stale))
    return rows


def fmt(o, n, key):
    return f"{o[key]}/{n[key]}" if o and n else "-"


def main():
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import compat
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--obj", default=os.path.join(ROOT, "build"))
    ap.add_argument("--arch", action="append")
    args = ap.parse_args()
    args.obj = os.path.abspath(args.obj)
    if not available():
        print("perf: cuobjdump is missing; run scripts/setup-deps.sh", file=sys.stderr)
        return 2
    gaps = known_gaps()
    worse, ratios = 0, []
    print("| program | target | kernel | instructions | registers | spills | tensor-core | TMA | verdict |")
    print("|---|---|---|---|---|---|---|---|---|")
    for f in args.files:
        prog = compat.Program(f)
        if prog.expect_error:
            continue
        for arch in args.arch or prog.archs:
            work = tempfile.mkdtemp(prefix="perf.")
            try:
                n_ok, _, n_cubin, _ = compat.compile_nvcc(prog, arch, work)
                o_ok, _, o_cubin, _ = compat.compile_ours(prog, arch, work, args.obj)
                if not (n_ok and o_ok):
                    print(f"| {prog.name} | {arch} | - | not compiled by both | | | | | |")
                    continue
                rows = judge(sass_stats(o_cubin), sass_stats(n_cubin), gaps, prog.name, arch)
            finally:
                shutil.rmtree(work, ignore_errors=True)
            for kernel, o, n, broken, new in rows:
                if o and n:
                    ratios.append(o["instr"] / max(n["instr"], 1))
                worse += bool(new)
                verdict = ("fails: " + ",".join(sorted(new)) if new else
                           "known gap: " + ",".join(sorted(broken)) if broken else "ok")
                print(f"| {prog.name} | {arch} | {kernel} | {fmt(o, n, 'instr')} | {fmt(o, n, 'regs')} "
                      f"| {fmt(o, n, 'spills')} | {fmt(o, n, 'tc')} | {fmt(o, n, 'tma')} | {verdict} |",
                      flush=True)
    if ratios:
        geo = 1.0
        for r in ratios:
            geo *= r
        print(f"\n{len(ratios)} kernels; instructions ours/nvcc, geometric mean "
              f"{geo ** (1.0 / len(ratios)):.3f}; {worse} worse than nvcc outside the known gaps "
              "or listed as gaps that have closed")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Differential fuzzing of cutile-clang against nvcc: generate, check, reduce.

  fuzz.py --count N --seed S [--time SECONDS] [--out DIR] [--no-reduce]

Programs S, S+1, ... (scripts/fuzz/gen.py) go through the oracle
(scripts/fuzz/oracle.py). Each finding (a difference, a crash or internal
error, a rejection by one compiler only) is reduced (scripts/fuzz/reduce.py)
and written to DIR/<seed>-<kind>.cu with the oracle's report, the original
program beside it. A program both compilers reject, or whose two runs fault
alike, is a generator bug: counted as invalid and written out too, but not
a finding. The last line is the summary

  fuzz: N programs, D differences, C crashes, R one-sided rejections

and the exit status is 1 when anything was found (or anything was invalid).
NVCC_REF_VERSION selects nvcc's release as for scripts/nvcc-ref.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402
import oracle  # noqa: E402
import reduce as reducer  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seeds", help="a comma-separated list instead of --seed/--count")
    ap.add_argument("--time", type=float, default=0, help="stop after this many seconds")
    ap.add_argument("--out", default=os.path.join(oracle.ROOT, "build", "fuzz"))
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--nvcc-version", default=os.environ.get("NVCC_REF_VERSION"))
    ap.add_argument("--coverage", help="append each program's FUZZ-USES to this file")
    ap.add_argument("--obj", help="our build directory (default: build)")
    ap.add_argument("--nvcc-cache", help="reuse nvcc's bytecode of a program seen before (a directory)")
    ap.add_argument("-q", "--quiet", action="store_true")
    a = ap.parse_args()
    oracle.NVCC_CACHE = a.nvcc_cache
    if a.obj:
        oracle.BIN = os.path.join(os.path.abspath(a.obj), "bin")

    if a.coverage:
        os.makedirs(os.path.dirname(os.path.abspath(a.coverage)), exist_ok=True)
    seeds = ([int(s) for s in a.seeds.split(",")] if a.seeds
             else list(range(a.seed, a.seed + a.count)))
    counts = {"ok": 0, "difference": 0, "crash": 0, "rejected": 0, "invalid": 0, "flaky": 0}
    t0 = time.time()
    done = 0
    for s in seeds:
        if a.time and time.time() - t0 > a.time:
            break
        src = gen.generate(s)
        o = oracle.check(src, s, a.nvcc_version)
        done += 1
        again = None
        if o.kind not in ("ok", "invalid"):
            # Others may be editing the tree we test (headers mid-edit, tools
            # relinked): a finding that does not happen again is reported
            # as not reproducible, not counted and not reduced.
            again = oracle.check(src, s, a.nvcc_version)
        kind = "flaky" if again is not None and again.sig != o.sig else o.kind
        counts[kind] = counts.get(kind, 0) + 1
        if a.coverage:
            uses = [l for l in src.splitlines() if l.startswith("// FUZZ-USES:")]
            with open(a.coverage, "a") as f:
                f.write("%d %s %s\n" % (s, kind, uses[0][len("// FUZZ-USES: "):] if uses else ""))
        if not a.quiet or o.kind != "ok" or done % 50 == 0:
            print("[%d/%d] seed %d: %s (%.0f s)" % (done, len(seeds), s, repr(o),
                                                  time.time() - t0), flush=True)
        if o.kind == "ok":
            continue
        os.makedirs(a.out, exist_ok=True)
        base = os.path.join(a.out, "%d-%s" % (s, o.kind))
        with open(base + ".orig.cu", "w") as f:
            f.write(src)
        if kind == "flaky":
            print("  not reproducible (now %r); not reduced" % again, flush=True)
            with open(base + ".flaky", "w") as f:
                f.write("first: %s\nagain: %s\n" % (o.detail, again.detail))
            continue
        red, n = src, 0
        if not a.no_reduce and o.kind != "invalid":
            red, n = reducer.reduce(src, o, s, a.nvcc_version,
                                    log=None if a.quiet else print)
        with open(base + ".cu", "w") as f:
            f.write("// oracle (seed %d, reduced with %d runs): %s\n" % (s, n, o.sig))
            for l in o.detail.splitlines()[:20]:
                f.write("//   " + l + "\n")
            f.write(red)
        print("  written %s.cu" % base, flush=True)
    print("fuzz: %d programs, %d differences, %d crashes, %d one-sided rejections"
          % (done, counts["difference"], counts["crash"], counts["rejected"])
          + (" (%d invalid: generator bugs)" % counts["invalid"] if counts["invalid"] else "")
          + (" (%d not reproducible)" % counts["flaky"] if counts.get("flaky") else ""))
    bad = counts["difference"] + counts["crash"] + counts["rejected"] + counts["invalid"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

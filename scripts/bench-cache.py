#!/usr/bin/env python3
"""Compile-cache benchmark (not a test: timings depend on the machine and its
load): build/bin/clang++ -c of an unchanged file with the tileiras compile
cache off, cold (an empty cache directory for every run) and warm (the
entries already there), the median of several runs of each, interleaved so
that load from other work falls on all three alike. docs/performance.md and
docs/backend.md keep the figures.
Usage: scripts/bench-cache.py [--runs N] [--arch sm_90] [--check] [files...]
(default file: scripts/bench-cache/gemm_bf16_128.cu). --check fails unless
warm <= cold / 2 for every file."""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT = os.path.join(HERE, "bench-cache", "gemm_bf16_128.cu")


def timed(cmd, cache):
    env = dict(os.environ, CUTILE_CACHE_DIR=cache)
    env.pop("CUTILE_CACHE_STATS", None)
    start = time.monotonic()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
    return time.monotonic() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", default=[DEFAULT])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--obj", default=os.path.join(ROOT, "build"))
    ap.add_argument("--check", action="store_true")
    ap.add_argument("extra", nargs=argparse.REMAINDER,
                    help="after --: more clang++ flags")
    args = ap.parse_args()
    clangxx = os.path.join(os.path.abspath(args.obj), "bin", "clang++")
    seeds = os.path.join(ROOT, "test", "CodeGen", "Inputs", "seeds")
    extra = [a for a in args.extra if a != "--"]

    print("| file | cache off (s) | cold (s) | warm (s) | warm/cold |")
    print("|---|---|---|---|---|")
    ok = True
    with tempfile.TemporaryDirectory(prefix="cutile-bench-cache") as work:
        for f in args.files:
            out = os.path.join(work, "x.o")
            cmd = [clangxx, "-x", "cuda", "-std=c++20",
                   f"--cuda-gpu-arch={args.arch}", f"-I{seeds}", "-c", f,
                   "-o", out] + extra
            warm_dir = os.path.join(work, "warm")
            timed(cmd, warm_dir)  # fills the warm cache
            off, cold, warm = [], [], []
            for i in range(args.runs):
                off.append(timed(cmd, "off"))
                cold_dir = os.path.join(work, f"cold{i}")
                cold.append(timed(cmd, cold_dir))
                shutil.rmtree(cold_dir, ignore_errors=True)
                warm.append(timed(cmd, warm_dir))
            m_off, m_cold, m_warm = (statistics.median(x)
                                     for x in (off, cold, warm))
            ratio = m_warm / m_cold
            ok &= ratio <= 0.5
            print(f"| {os.path.relpath(f, ROOT)} | {m_off:.2f} | {m_cold:.2f}"
                  f" | {m_warm:.2f} | {ratio:.2f} |", flush=True)
    if args.check and not ok:
        print("warm compile above half the cold one", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

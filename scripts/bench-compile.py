#!/usr/bin/env python3
"""Compile-time benchmark (not a test: timings depend on the machine and its
load): our clang++ -c against nvcc 13.4 -c on the same files, for one target,
the median of several runs, and the share of our time that tileiras takes
(tileiras run alone on the bytecode we hand it). docs/performance.md keeps
the figures. Usage: scripts/bench-compile.py [--runs N] [--arch sm_90] files..."""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compat  # noqa: E402

TILEIRAS = os.path.join(compat.CU13, "bin", "tileiras")


def timed(cmd, env=None):
    start = time.monotonic()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return time.monotonic() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--obj", default=os.path.join(compat.ROOT, "build"))
    args = ap.parse_args()
    inc = [f"-I{d}" for d in compat.INCLUDES]
    print(f"| file | ours -c (s) | nvcc -c (s) | ours/nvcc | tileiras share of ours |")
    print("|---|---|---|---|---|")
    ratios = []
    for f in args.files:
        with tempfile.TemporaryDirectory() as work:
            ours = compat.ours_cmd(args.obj) + [f"--cuda-gpu-arch={args.arch}", "-O2", "-c"] + inc + \
                [f, "-o", os.path.join(work, "ours.o")]
            nvcc = [compat.NVCC_REF, "-std=c++20", f"-arch={args.arch}", "-O2", "-c"] + inc + \
                [f, "-o", os.path.join(work, "nvcc.o")]
            dump = os.path.join(work, "dump")
            env = dict(os.environ, CUTILE_DUMP_DIR=dump)
            t_ours = statistics.median(timed(ours, env) for _ in range(args.runs))
            t_nvcc = statistics.median(timed(nvcc) for _ in range(args.runs))
            bc = os.path.join(dump, os.path.basename(f) + f".{args.arch}.tilebc")
            tenv = dict(os.environ, CUDA_HOME=compat.CU13, CUDA_PATH=compat.CU13)
            t_tir = statistics.median(
                timed([TILEIRAS, f"--gpu-name={args.arch}", "-O3", bc, "-o",
                       os.path.join(work, "t.cubin")], tenv) for _ in range(args.runs))
        ratios.append(t_ours / t_nvcc)
        print(f"| {os.path.relpath(f, compat.ROOT)} | {t_ours:.2f} | {t_nvcc:.2f} | "
              f"{t_ours / t_nvcc:.2f} | {100 * t_tir / t_ours:.0f}% |", flush=True)
    geo = statistics.geometric_mean(ratios)
    print(f"\n{len(ratios)} files, median of {args.runs} runs each; ours/nvcc geometric mean {geo:.2f}")


if __name__ == "__main__":
    main()

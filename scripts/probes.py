#!/usr/bin/env python3
"""Probe parity: the CUDA 13.5 probes through nvcc 13.5 and through ours.

Issue 21 is done when every probe of ../shared/research/nvcc-13.5-probes/ is
accepted or rejected as nvcc 13.5 does, and the accepted ones produce nvcc's
ops. For each probe this compiles its tile code for the probe's own target
(the `-arch=sm_NN` its header comment names, sm_100 when none) with nvcc 13.5
(`-tilebc`: the front end only, as the probes' run.sh) and with ours
(`-fcutile-emit=mlir`), and reports as one Markdown row:
  * acceptance parity (both accept, or both reject);
  * where both reject, whether the first errors are at the same line of the
    probe (compat.py's rules for errors inside headers);
  * where both accept, the cuda_tile op names of nvcc's Tile IR
    (tileirdisasm of its bytecode) against the op names of our MLIR: the
    ones only nvcc emits and the ones only we emit.
A probe's `// FLAGS:` line goes to both compilers (our clang++ takes nvcc's
--tile-preview spelling), its `// RASFLAGS:` line to tileirdisasm.

The probes live outside the repository, so this is `make probes`, not part of
`make check`. Exit status 1 when a probe is not at parity (accept/reject or
first-error line); op-set differences are reported, not failures, because some
are deliberate (docs/compat.md).
"""

import argparse
import glob
import os
import re
import sys
import tempfile
import time

import compat

ROOT = compat.ROOT
DEFAULT_PROBES = os.path.join(os.path.dirname(ROOT), "shared", "research",
                              "nvcc-13.5-probes")
DISASM = os.path.join(compat.CU13, "bin", "tileirdisasm")


class Probe:
    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.name = os.path.basename(path)
        with open(self.path, encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"-arch=(sm_\w+)", text)
        self.arch = m.group(1) if m else "sm_100"
        m = re.search(r"^// FLAGS:\s*(.*)$", text, re.M)
        self.flags = m.group(1).split() if m else []
        m = re.search(r"^// RASFLAGS:\s*(.*)$", text, re.M)
        self.rasflags = m.group(1).split() if m else []


# The op mnemonic is the first word after an optional `%a, %b = ` result list;
# the same reading as the probes' run.sh, for tileirdisasm's text and ours.
RESULTS = re.compile(r"^(%[A-Za-z0-9_#.$-]+(:[0-9]+)?(, )?)+ = ")
NOT_OPS = re.compile(r"^(//|}|\(|\)|entry|module|cuda_tile\.module|\^bb|global)")


# tileirdisasm prints `pow` as `fpowf` (the same bytecode op).
PRINTED_AS = {"fpowf": "pow"}


def op_names(text):
    ops = set()
    for line in text.splitlines():
        line = RESULTS.sub("", line.strip())
        if not line or NOT_OPS.match(line):
            continue
        word = line.split()[0]
        if word.startswith("cuda_tile."):
            word = word[len("cuda_tile."):]
        if re.match(r"^[a-z_]+(\$[a-z_]+)?$", word):
            ops.add(PRINTED_AS.get(word, word))
    return ops


def nvcc(probe, work):
    bc = os.path.join(work, "nvcc.tilebc")
    cmd = [compat.NVCC_REF, "-std=c++20", f"-arch={probe.arch}", "-tilebc"]
    cmd += probe.flags + [probe.path, "-o", bc]
    rc, out, _ = compat.run(cmd, cwd=work)
    if rc != 0 or not os.path.isfile(bc):
        return False, out, set()
    env = dict(os.environ, CUDA_HOME=compat.CU13)
    rc, text, _ = compat.run([DISASM] + probe.rasflags + [bc], env=env, cwd=work)
    if rc != 0:
        return True, out + "\n[tileirdisasm failed]\n" + text, None
    return True, out, op_names(text)


PLUGIN_RELINK = re.compile(r"unable to load plugin|file too short|invalid ELF header")


def ours(probe, work, obj):
    mlir = os.path.join(work, "ours.mlir")
    cmd = [os.path.join(obj, "bin", "clang++"), "-x", "cuda", "-std=c++20",
           f"--cuda-gpu-arch={probe.arch}", "--cuda-device-only",
           "-fcutile-emit=mlir"] + probe.flags + [probe.path, "-o", mlir]
    # The shared build tree may be relinking the plugin: wait, run again.
    for _ in range(30):
        rc, out, _ = compat.run(cmd, cwd=work)
        if not PLUGIN_RELINK.search(out):
            break
        time.sleep(10)
    if rc != 0 or not os.path.isfile(mlir):
        return False, out, set()
    with open(mlir, encoding="utf-8") as f:
        return True, out, op_names(f.read())


def check(probe, obj):
    """Returns (parity, row cells, log)."""
    with tempfile.TemporaryDirectory(prefix="probes.") as work:
        n_ok, n_out, n_ops = nvcc(probe, work)
        o_ok, o_out, o_ops = ours(probe, work, obj)
    log = f"== nvcc\n{n_out}\n== ours\n{o_out}"
    verdict = lambda ok: "accepts" if ok else "rejects"
    cells = [probe.name, probe.arch, verdict(n_ok), verdict(o_ok)]
    parity = n_ok == o_ok and not compat.crashed(o_out)
    if n_ok or o_ok:
        cells.append("-")
    else:
        n_lines = compat.nvcc_error_lines(n_out, probe.path)
        o_lines = compat.clang_error_lines(o_out, probe.path)
        n_first = n_lines[0] if n_lines else "?"
        o_first = o_lines[0] if o_lines else "?"
        same = n_first == o_first and n_first != "?"
        parity = parity and same
        cells.append(f"{n_first} / {o_first}" + ("" if same else " (differ)"))
    if n_ok and o_ok:
        if n_ops is None:
            cells.append("tileirdisasm failed")
        else:
            only_n = sorted(n_ops - o_ops)
            only_o = sorted(o_ops - n_ops)
            if not only_n and not only_o:
                cells.append(f"same ({len(n_ops)})")
            else:
                parts = []
                if only_n:
                    parts.append("nvcc only: " + ", ".join(only_n))
                if only_o:
                    parts.append("ours only: " + ", ".join(only_o))
                cells.append("; ".join(parts))
    else:
        cells.append("-")
    if compat.crashed(o_out):
        cells[-1] += " (ours crashed)"
    cells.append("ok" if parity else "MISMATCH")
    return parity, cells, log


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("probes", nargs="*",
                    help=f"probe files (default: every *.cu of {DEFAULT_PROBES})")
    ap.add_argument("--obj", default=os.path.join(ROOT, "build"),
                    help="our build directory (bin/clang++)")
    ap.add_argument("--verbose", action="store_true",
                    help="print both compilers' output for probes not at parity")
    args = ap.parse_args()
    args.obj = os.path.abspath(args.obj)
    files = args.probes or sorted(glob.glob(os.path.join(DEFAULT_PROBES, "*.cu")))
    if not files:
        print(f"probes: no probes in {DEFAULT_PROBES}", file=sys.stderr)
        return 2
    if not os.access(compat.NVCC_REF, os.X_OK) or not os.access(DISASM, os.X_OK):
        print("probes: the reference nvcc is missing; run scripts/setup-deps.sh",
              file=sys.stderr)
        return 2
    print("| probe | arch | nvcc 13.5 | ours | first error line (nvcc / ours) "
          "| cuda_tile ops | parity |")
    print("|---|---|---|---|---|---|---|")
    counts = {"parity": 0, "ops": 0, "accepted": 0}
    for f in files:
        parity, cells, log = check(Probe(f), args.obj)
        counts["parity"] += parity
        if cells[2] == "accepts" and cells[3] == "accepts":
            counts["accepted"] += 1
            counts["ops"] += cells[5].startswith("same")
        print("| " + " | ".join(str(c) for c in cells) + " |", flush=True)
        if args.verbose and not parity:
            print(log, file=sys.stderr)
    print(f"\n{counts['parity']} of {len(files)} probes at acceptance parity; "
          f"{counts['ops']} of {counts['accepted']} accepted by both with the "
          f"same set of cuda_tile ops.")
    return 0 if counts["parity"] == len(files) else 1


if __name__ == "__main__":
    sys.exit(main())

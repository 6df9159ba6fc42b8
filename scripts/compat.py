#!/usr/bin/env python3
"""The differential harness of test/Compat: one corpus program, two compilers.

For a CUDA Tile C++ file it compiles the tile code with NVIDIA's nvcc 13.5
(scripts/nvcc-ref, `-tilecubin`) and with ours (build/bin/clang++, the cubin
left by CUTILE_DUMP_DIR), for each target, and checks:
  * acceptance parity: both compile it, or both reject it;
  * for a program marked `COMPAT: expect-error`, that each compiler's first
    error is reported at a line marked `COMPAT-ERROR` (errors inside headers
    count at the innermost line of the program that led there);
  * for a program with a `main`, that ours also builds with --cutile-emulate
    and the program exits 0 having printed a line starting with PASS;
  * where both compile, that no kernel of ours is worse than nvcc's by the
    rules of scripts/perf.py (SASS: spills, tensor-core and TMA
    instructions, instruction count), known gaps aside.

Directives, in comments anywhere in the file:
  COMPAT: expect-error        both compilers must reject the file
  COMPAT-ERROR                marks a line where the error belongs
  COMPAT-FLAGS: <flags>       extra flags for both compilers (-D, -I, ...)
  COMPAT-ARCH: sm_90          targets (default: sm_90 and sm_100)
  COMPAT: no-run              has a main, but is only compiled (say why)
  COMPAT-TOOLKIT: 13.4.92     another installed CUDA release for both: that
                              release's nvcc, and ours with --cuda-path at it
                              (what a user of that toolkit gets)

One file per run, so that lit reports each program on its own; `--table`
prints one row per file for `make compat` and docs/compat.md.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import perf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CU13 = os.path.join(ROOT, ".deps", "tileiras", "nvidia", "cu13")
NVCC_REF = os.path.join(ROOT, "scripts", "nvcc-ref")
# Host helpers shared with the seed programs (checker, random inputs).
INCLUDES = [os.path.join(ROOT, "test", "Compat", "Inputs"),
            os.path.join(ROOT, "test", "CodeGen", "Inputs", "seeds")]
COMPILE_TIMEOUT = 600
RUN_TIMEOUT = 300


class Program:
    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.name = os.path.relpath(self.path, os.path.join(ROOT, "test"))
        with open(self.path, encoding="utf-8") as f:
            self.lines = f.read().splitlines()
        text = "\n".join(self.lines)
        self.expect_error = re.search(r"COMPAT:\s*expect-error", text) is not None
        self.no_run = re.search(r"COMPAT:\s*no-run", text) is not None
        self.error_lines = {i + 1 for i, l in enumerate(self.lines)
                            if "COMPAT-ERROR" in l}
        self.flags, self.archs, self.toolkit = [], [], None
        for l in self.lines:
            m = re.search(r"COMPAT-TOOLKIT:\s*(\S+)", l)
            if m:
                self.toolkit = m.group(1)
            m = re.search(r"COMPAT-FLAGS:\s*(.*)$", l)
            if m:
                self.flags += m.group(1).split()
            m = re.search(r"COMPAT-ARCH:\s*(.*)$", l)
            if m:
                self.archs += m.group(1).split()
        self.archs = self.archs or ["sm_90", "sm_100"]
        self.has_main = re.search(r"^\s*int\s+main\s*\(", text, re.M) is not None
        if self.expect_error and not self.error_lines:
            raise SystemExit(f"{self.name}: expect-error without a COMPAT-ERROR line")


def run(cmd, env=None, timeout=COMPILE_TIMEOUT, cwd=None):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           env=env, timeout=timeout, cwd=cwd)
        out = p.stdout.decode("utf-8", "replace")
        rc = p.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("utf-8", "replace") + f"\n[timed out after {timeout}s]"
        rc = 124
    return rc, out, time.monotonic() - start


def crashed(out):
    return re.search(r"PLEASE submit a bug report|Stack dump:|internal error|"
                     r"Segmentation fault|Assertion .* failed", out) is not None


# nvcc (EDG) reports `file(LINE): error: ...`, then for errors inside headers
# "detected during ... at line N of file" lines, innermost first.
NVCC_ERR = re.compile(r"^(.*?)\((\d+)\): (?:catastrophic )?error\b")
# nvcc's preprocessor (GCC's) reports `file:LINE:COL: error: ...`.
NVCC_CPP_ERR = re.compile(r"^(.*?):(\d+):\d+: (?:fatal )?error\b")
NVCC_AT = re.compile(r"at line (\d+) of (\S+)")
# Clang reports `file:LINE:COL: error: ...`, then `note: in instantiation
# ... requested here` / `note: in call to` notes, innermost first.
CLANG_DIAG = re.compile(r"^(.*?):(\d+):\d+: (error|note|warning): (.*)$")


def same_file(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.basename(a) == os.path.basename(b)


def nvcc_error_lines(out, path):
    """The program's line for each nvcc error, in order."""
    lines, pending = [], None
    for l in out.splitlines():
        m = NVCC_ERR.match(l) or NVCC_CPP_ERR.match(l)
        if m:
            if pending is not None:
                lines.append(pending)
            pending = int(m.group(2)) if same_file(m.group(1), path) else -1
            continue
        m = NVCC_AT.search(l)
        if m and pending == -1 and same_file(m.group(2), path):
            pending = int(m.group(1))
    if pending is not None:
        lines.append(pending)
    return lines


def clang_error_lines(out, path):
    """The program's line for each Clang error, in order."""
    lines, pending = [], None
    for l in out.splitlines():
        m = CLANG_DIAG.match(l)
        if not m:
            continue
        kind = m.group(3)
        here = int(m.group(2)) if same_file(m.group(1), path) else -1
        if kind == "error":
            if pending is not None:
                lines.append(pending)
            pending = here
        elif kind == "note" and pending == -1 and here != -1:
            pending = here
    if pending is not None:
        lines.append(pending)
    return lines


def toolkit_root(prog):
    """The CUDA prefix both compilers use for this program."""
    if prog.toolkit is None:
        return CU13
    return os.path.join(ROOT, ".deps", "tileiras-" + prog.toolkit, "nvidia", "cu13")


def compile_nvcc(prog, arch, work):
    out_path = os.path.join(work, f"nvcc.{arch}.cubin")
    cmd = [NVCC_REF, "-std=c++20", f"-arch={arch}", "-tilecubin"]
    cmd += [f"-I{d}" for d in INCLUDES] + prog.flags
    cmd += [prog.path, "-o", out_path]
    env = dict(os.environ)
    if prog.toolkit is not None:
        env["NVCC_REF_VERSION"] = prog.toolkit
    rc, out, secs = run(cmd, env=env, cwd=work)
    ok = rc == 0 and os.path.isfile(out_path)
    return ok, out, out_path if ok else None, secs


def ours_cmd(obj, prog):
    return [os.path.join(obj, "bin", "clang++"), "-x", "cuda", "-std=c++20",
            f"--cuda-path={toolkit_root(prog)}"]


def compile_ours(prog, arch, work, obj):
    dump = os.path.join(work, f"dump.{arch}")
    os.makedirs(dump, exist_ok=True)
    env = dict(os.environ, CUTILE_DUMP_DIR=dump)
    cmd = ours_cmd(obj, prog) + [f"--cuda-gpu-arch={arch}", "--cuda-device-only", "-c"]
    cmd += [f"-I{d}" for d in INCLUDES] + prog.flags
    cmd += [prog.path, "-o", os.path.join(work, f"ours.{arch}.o")]
    rc, out, secs = run(cmd, env=env, cwd=work)
    cubin = os.path.join(dump, os.path.basename(prog.path) + f".{arch}.cubin")
    ok = rc == 0 and os.path.isfile(cubin)
    if rc == 0 and not ok:
        out += "\n[compat: ours exited 0 but wrote no tile cubin]"
    return ok, out, cubin if ok else None, secs


def emulate(prog, work, obj):
    exe = os.path.join(work, "emulated")
    cmd = ours_cmd(obj, prog) + ["--cutile-emulate"]
    cmd += [f"-I{d}" for d in INCLUDES] + prog.flags + [prog.path, "-o", exe]
    rc, out, _ = run(cmd, cwd=work)
    if rc != 0:
        return False, "emulated build failed:\n" + out
    rc, out, _ = run([exe], timeout=RUN_TIMEOUT, cwd=work,
                     env=dict(os.environ, CUTILE_SEED=os.environ.get("CUTILE_SEED", "1")))
    passed = rc == 0 and re.search(r"^PASS", out, re.M) is not None
    return passed, out


def check(prog, obj, keep=None, emulate_too=True, gaps=None):
    """Returns (ok, row, problems, log) for one program."""
    work = keep or tempfile.mkdtemp(prefix="compat.")
    os.makedirs(work, exist_ok=True)
    log, problems = [], []
    row = {"program": prog.name, "nvcc": [], "ours": [], "emulate": "-"}
    try:
        for arch in prog.archs:
            n_ok, n_out, n_cubin, n_secs = compile_nvcc(prog, arch, work)
            o_ok, o_out, o_cubin, o_secs = compile_ours(prog, arch, work, obj)
            row["nvcc"].append(("ok" if n_ok else "rejects"))
            row["ours"].append(("ok" if o_ok else "rejects"))
            log.append(f"== nvcc {arch} ({n_secs:.1f}s): {'accepts' if n_ok else 'rejects'}\n{n_out}")
            log.append(f"== ours {arch} ({o_secs:.1f}s): {'accepts' if o_ok else 'rejects'}\n{o_out}")
            if crashed(o_out):
                problems.append(f"{arch}: ours crashed or reported an internal error")
            if n_ok != o_ok:
                problems.append(f"{arch}: nvcc {'accepts' if n_ok else 'rejects'}, "
                                f"ours {'accepts' if o_ok else 'rejects'}")
            if not prog.expect_error:
                if not n_ok:
                    problems.append(f"{arch}: nvcc rejects a program not marked expect-error")
                if n_ok and o_ok and gaps is not None:
                    for kernel, o, n, broken, new in perf.judge(
                            perf.sass_stats(o_cubin), perf.sass_stats(n_cubin), gaps,
                            prog.name, arch):
                        log.append(f"== sass {arch} {kernel}: ours {o}, nvcc {n}")
                        if new:
                            problems.append(f"{arch}: kernel {kernel} against nvcc's "
                                            f"(rules of scripts/perf.py): "
                                            f"{', '.join(sorted(new))} (ours {o}, nvcc {n})")
                continue
            if n_ok or o_ok:
                continue
            want = sorted(prog.error_lines)
            n_lines = nvcc_error_lines(n_out, prog.path)
            o_lines = clang_error_lines(o_out, prog.path)
            if not n_lines or n_lines[0] not in prog.error_lines:
                problems.append(f"{arch}: nvcc's first error is at line "
                                f"{n_lines[0] if n_lines else '?'}, not at {want}")
            if not o_lines or o_lines[0] not in prog.error_lines:
                problems.append(f"{arch}: our first error is at line "
                                f"{o_lines[0] if o_lines else '?'}, not at {want}")
        if emulate_too and prog.has_main and not prog.expect_error and not prog.no_run:
            e_ok, e_out = emulate(prog, work, obj)
            row["emulate"] = "PASS" if e_ok else "FAIL"
            log.append(f"== emulated run: {'PASS' if e_ok else 'FAIL'}\n{e_out}")
            if not e_ok:
                problems.append("the emulated run did not PASS")
    finally:
        if keep is None:
            shutil.rmtree(work, ignore_errors=True)
    return not problems, row, problems, "\n".join(log)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--obj", default=os.path.join(ROOT, "build"),
                    help="our build directory (bin/clang++)")
    ap.add_argument("--keep", help="keep the outputs (cubins, dumps) in this directory")
    ap.add_argument("--no-emulate", action="store_true")
    ap.add_argument("--no-perf", action="store_true",
                    help="skip the SASS comparison with nvcc's cubins")
    ap.add_argument("--arch", action="append",
                    help="targets for every file, instead of its COMPAT-ARCH")
    ap.add_argument("--table", action="store_true",
                    help="one Markdown row per file instead of the log")
    args = ap.parse_args()
    args.obj = os.path.abspath(args.obj)
    if not os.access(NVCC_REF, os.X_OK) or not os.path.isfile(
            os.path.join(CU13, "include", "crt", "cuda_tile.h")):
        print("compat: the reference nvcc is missing; run scripts/setup-deps.sh", file=sys.stderr)
        return 2
    failed = 0
    gaps = perf.known_gaps() if perf.available() and not args.no_perf else None
    if args.table:
        print("| program | nvcc | ours | emulated | result |")
        print("|---|---|---|---|---|")
    for f in args.files:
        prog = Program(f)
        if args.arch:
            prog.archs = args.arch
        keep = os.path.join(args.keep, prog.name.replace("/", "_")) if args.keep else None
        ok, row, problems, log = check(prog, args.obj, keep, not args.no_emulate, gaps)
        failed += not ok
        if args.table:
            print(f"| {row['program']} | {' '.join(row['nvcc'])} | {' '.join(row['ours'])} "
                  f"| {row['emulate']} | {'ok' if ok else 'MISMATCH: ' + '; '.join(problems)} |",
                  flush=True)
            continue
        if not ok:
            print(log)
        for p in problems:
            print(f"compat: {prog.name}: {p}")
        print(f"compat: {prog.name}: {'ok' if ok else 'FAILED'} "
              f"(nvcc {'/'.join(row['nvcc'])}, ours {'/'.join(row['ours'])}, "
              f"emulated {row['emulate']})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

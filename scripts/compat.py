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

nvcc's side comes from the reference record, test/Compat/nvcc-record.jsonl,
when the record has an entry for the program and target whose key matches:
the key is a sha256 of everything nvcc's result depends on (the program, the
headers it can include, the flags, the target, the nvcc, host compiler and
cuobjdump releases, the SASS counting rules), so an edited program or header
gets a live nvcc. An entry holds numbers and one line of text: accepted or
rejected, the program line of the first error and its message, and the
per-kernel SASS statistics scripts/perf.py judges. `--update-record` (make
compat-ref) runs nvcc and rewrites the entries of the given files; `--live`
(make compat) always runs nvcc and fails where a matching entry disagrees.

One file per run, so that lit reports each program on its own; `--table`
prints one row per file for `make compat` and docs/compat.md.
"""

import argparse
import hashlib
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import nvcc_record
import perf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CU13 = os.path.join(ROOT, ".deps", "tileiras", "nvidia", "cu13")
NVCC_REF_DEFAULT = os.path.join(ROOT, "scripts", "nvcc-ref")
# COMPAT_NVCC_REF: another command to run as nvcc, for the record's own test
# (a stand-in that fails shows whether nvcc ran); keys name the real one.
NVCC_REF = os.environ.get("COMPAT_NVCC_REF") or NVCC_REF_DEFAULT
RECORD = os.path.join(ROOT, "test", "Compat", "nvcc-record.jsonl")
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


def first_error(out):
    """nvcc's first error line, paths under the source tree relative to it."""
    for l in out.splitlines():
        if NVCC_ERR.match(l) or NVCC_CPP_ERR.match(l):
            return l.replace(ROOT + os.sep, "")
    return out.strip().splitlines()[-1] if out.strip() else ""


class Nvcc:
    """nvcc's side of one target: from the record or from a live nvcc."""

    def __init__(self, ok, log, error_line, stats, origin):
        self.ok, self.log, self.error_line = ok, log, error_line
        self.stats, self.origin = stats, origin

    def entry(self, prog, arch, key):
        return {"program": prog.name, "arch": arch, "key": key, "accepts": self.ok,
                "error_line": None if self.ok else self.error_line,
                "first_error": None if self.ok else first_error(self.log),
                "kernels": self.stats if self.ok else None}


def nvcc_key(prog, arch):
    args = ["-std=c++20", f"-arch={arch}", "-tilecubin"]
    args += ["-I" + os.path.relpath(d, ROOT) for d in INCLUDES] + prog.flags
    return nvcc_record.key(ROOT, nvcc_record.toolchain(NVCC_REF_DEFAULT, toolkit_root(prog), prog.toolkit),
                           args, prog.path, INCLUDES)


def nvcc_side(prog, arch, work, record, mode, problems, want_stats=True):
    """nvcc's result for one target. mode "record": the record's entry when its
    key matches, else live; "live": live, and a matching entry must agree;
    "update": live, put into the record."""
    key = nvcc_key(prog, arch) if record is not None else None
    entry = record.get(prog.name, arch, key) if record is not None else None
    if mode == "record" and entry is not None:
        log = (f"== nvcc {arch} (the record, key {key[:12]}): "
               f"{'accepts' if entry['accepts'] else 'rejects'}\n{entry['first_error'] or ''}")
        return Nvcc(entry["accepts"], log, entry["error_line"],
                    nvcc_record.portable_kernels(entry["kernels"]), "record")
    ok, out, cubin, secs = compile_nvcc(prog, arch, work)
    lines = [] if ok else nvcc_error_lines(out, prog.path)
    # A live result is compared with or written to the record whole.
    want_stats = want_stats or entry is not None or mode == "update"
    stats = perf.sass_stats(cubin) if ok and want_stats and perf.available() else None
    log = f"== nvcc {arch} ({secs:.1f}s): {'accepts' if ok else 'rejects'}\n{out}"
    res = Nvcc(ok, log, lines[0] if lines else None, stats, "live")
    if mode == "live" and entry is not None:
        for d in nvcc_record.differences(entry, res.entry(prog, arch, key)):
            problems.append(f"{arch}: the record differs from live nvcc with the same key: {d}")
    if mode == "update":
        if "[timed out" in out:
            problems.append(f"{arch}: nvcc timed out; not recorded")
        elif ok and stats is None:
            problems.append(f"{arch}: no cuobjdump for the SASS statistics; not recorded")
        else:
            record.put(res.entry(prog, arch, key))
    return res


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


def check(prog, obj, keep=None, emulate_too=True, gaps=None, record=None, mode="record"):
    """Returns (ok, row, problems, log) for one program."""
    work = keep or tempfile.mkdtemp(prefix="compat.")
    os.makedirs(work, exist_ok=True)
    log, problems = [], []
    row = {"program": prog.name, "nvcc": [], "ours": [], "emulate": "-", "origin": set()}
    try:
        for arch in prog.archs:
            nv = nvcc_side(prog, arch, work, record, mode, problems, gaps is not None)
            n_ok = nv.ok
            o_ok, o_out, o_cubin, o_secs = compile_ours(prog, arch, work, obj)
            row["nvcc"].append(("ok" if n_ok else "rejects"))
            row["ours"].append(("ok" if o_ok else "rejects"))
            row["origin"].add(nv.origin)
            log.append(nv.log)
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
                    o_stats = perf.sass_stats(o_cubin)
                    if nv.origin == "record":
                        o_stats = nvcc_record.portable_kernels(o_stats)
                    for kernel, o, n, broken, new in perf.judge(
                            o_stats, nv.stats, gaps, prog.name, arch):
                        log.append(f"== sass {arch} {kernel}: ours {o}, nvcc {n}")
                        if new:
                            problems.append(f"{arch}: kernel {kernel} against nvcc's "
                                            f"(rules of scripts/perf.py): "
                                            f"{', '.join(sorted(new))} (ours {o}, nvcc {n})")
                continue
            if n_ok or o_ok:
                continue
            want = sorted(prog.error_lines)
            o_lines = clang_error_lines(o_out, prog.path)
            if nv.error_line not in prog.error_lines:
                problems.append(f"{arch}: nvcc's first error is at line "
                                f"{nv.error_line or '?'}, not at {want}")
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


def update_record(files, record):
    """nvcc alone on each file and target; the entries go into the record,
    written after each file so that an interrupted run keeps what it did.
    Entries of programs that are gone go too."""
    failed = 0
    keep = lambda name: os.path.isfile(os.path.join(ROOT, "test", name))
    for f in files:
        prog = Program(f)
        work = tempfile.mkdtemp(prefix="compat-ref.")
        try:
            for arch in prog.archs:
                problems = []
                nv = nvcc_side(prog, arch, work, record, "update", problems)
                failed += bool(problems)
                for p in problems:
                    print(f"compat-ref: {prog.name}: {p}")
                what = (f"accepts, {len(nv.stats or {})} kernels" if nv.ok
                        else f"rejects at line {nv.error_line}")
                print(f"compat-ref: {prog.name} {arch}: {what}", flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        record.write(keep)
    return failed


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
    ap.add_argument("--record", default=RECORD,
                    help="nvcc's recorded results (scripts/nvcc_record.py)")
    ap.add_argument("--live", action="store_true",
                    help="always run nvcc; a record entry with the same key must agree")
    ap.add_argument("--update-record", action="store_true",
                    help="run nvcc alone and write its results for these files into the "
                    "record (make compat-ref)")
    args = ap.parse_args()
    args.obj = os.path.abspath(args.obj)
    if not os.access(NVCC_REF, os.X_OK) or not os.path.isfile(
            os.path.join(CU13, "include", "crt", "cuda_tile.h")):
        print("compat: the reference nvcc is missing; run scripts/setup-deps.sh", file=sys.stderr)
        return 2
    record = nvcc_record.Record(args.record)
    if args.update_record:
        if not perf.available():
            print("compat: cuobjdump is missing; run scripts/setup-deps.sh", file=sys.stderr)
            return 2
        return 1 if update_record(args.files, record) else 0
    mode = "live" if args.live else "record"
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
        ok, row, problems, log = check(prog, args.obj, keep, not args.no_emulate, gaps,
                                       record, mode)
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
              f"(nvcc {'/'.join(row['nvcc'])} {'+'.join(sorted(row['origin']))}, "
              f"ours {'/'.join(row['ours'])}, emulated {row['emulate']})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

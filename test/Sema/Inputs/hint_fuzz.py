#!/usr/bin/env python3
"""Random and malformed [[cutile::hint(...)]] arguments must never crash.

Writes a few .cu files full of hints built from random pieces (huge and
negative numbers, unknown kinds, missing '=', nested parentheses, strings,
templates, packs, macros, names that shadow the kinds, stray and unbalanced
tokens) on kernels, statements and declarations, and compiles each with
-fsyntax-only for the host and for the device. Diagnostics are expected;
a crash is not. Every compile must exit 0 or 1 without a crash banner or a
sanitizer report. The seed is fixed, so a failure reproduces: the files stay
in --out.

Prints one summary line for FileCheck; exits 1 on the first bad run.
"""
import argparse
import concurrent.futures
import os
import random
import subprocess
import sys

SEED = 3
FILES = 10
HINTS_PER_FILE = 30
# File 0 is compiled with the CUDA headers, like a user's file. The others
# use -nocudainc (ten times faster) and spell the attributes themselves:
# hint parsing does not depend on the headers.
FULL_HEADER_FILES = 1

# Things the compiler must never print, whatever the input.
CRASH_MARKERS = [
    "PLEASE submit a bug report",
    "Stack dump:",
    "failed due to signal",
    "frontend command failed",
    "LLVM ERROR",
    "Assertion `",
    "ERROR: AddressSanitizer",
    "runtime error:",
    "UndefinedBehaviorSanitizer",
]

KINDS = ["num_cta_in_cga", "num_cta_per_cga", "occupancy", "latency",
         "allow_tma"]
ARCHS = ["0", "800", "860", "900", "1000", "1210", "750", "-1", "-900",
         "901", "0x384", "900u", "900LL", "(900)", "((((0))))", "9'00",
         "4294968196", "18446744073709551616", "99999999999999999999999",
         "(__int128)1 << 100", "((__int128)1 << 64) + 900", "9e2", "900.0",
         "'a'", '"900"', "true", "nullptr", "sm_90", "__CUDA_ARCH__", "A",
         "kArch", "ARCH", "Ns...", "sizeof(int) * 225", "-0", "~0", "!0",
         "1/0", "INT_MAX", "__LINE__", "__COUNTER__", "", "latency=1"]
VALUES = ["0", "1", "2", "4", "8", "10", "11", "16", "32", "33", "-1", "-4",
          "2147483647", "2147483648", "-2147483648", "4294967297",
          "9223372036854775807", "9223372036854775808", "18446744073709551615",
          "18446744073709551616", "99999999999999999999999999999",
          "-9223372036854775807 - 1", "(__int128)1 << 64",
          "((__int128)1 << 64) + 4", "(unsigned __int128)-1", "0x10",
          "010", "0b100", "4u", "4ull", "1'0", "4.0", "2.5", "1e308", "1e999",
          "-0.0", "__builtin_nan(\"\")", "'a'", "'\\0'", "L'x'", '"4"',
          'u8"x"', 'R"(x)"', '"a" "b"', "true", "false", "!true", "(bool)2",
          "nullptr", "(void)0", "1/0", "1 % 0", "1 << 70", "-1 >> 1",
          "(int)1e10", "sizeof(float)", "alignof(double)", "(4)", "((((4))))",
          "(1, 2)", "3 ? 4 : 5", "int{4}", "int()", "static_cast<int>(2.9)",
          "[]{ return 4; }()", "[]() constexpr { return 2; }()", "ct::bid()",
          "p", "*p", "&latency", "latency", "occupancy == 2", "kLat",
          "kLat + 1", "kArr[1]", "kArr[99]", "kE", "E::b", "undeclared",
          "undeclared()", "V", "V * 100", "Ns...", "sizeof...(Ns)", "T{}",
          "T::value", "sizeof(T)", "LAT", "EMPTY", "MAX_VALUE", "__LINE__",
          "decltype(4){}", "throw 1", "new int", "this", "__builtin_trap()",
          "__builtin_constant_p(4)", "typeid(int)", "{}", "{4}", ""]
KEYS = KINDS * 6 + [
    "LATENCY", "Latency", "lat", "speed", "num_cta", "occupancy_", "_",
    "int", "auto", "return", "template", "this", "sizeof", "hint",
    "cutile::latency", "ct::latency", "::latency", "latency[0]", "latency()",
    "(latency)", "*latency", "latency.x", "latency->x", "~latency", "4",
    '"latency"', "'l'", "LAT", "EMPTY", "latency latency", "latency::x",
    "A", "V", "T", "Ns", "latency<int>", "operator=", ""]
OPS = ["="] * 12 + ["==", "+=", "=>", ":", ":=", "= =", "", " ", "<", "!=",
                    "->", "...", "=="]
JUNK = ["", ",", ", ,", "...", "::", "#", "@", "$", "\\", "`", "?", "<", ">",
        ">>", "{}", "[]", "()", "(())", "{ latency=4 }", "[latency=4]",
        "[[]]", "latency=4 latency=4", "; ", "__attribute__((unused))",
        "alignas(8)", "[[cutile::hint(0, latency=4)]]", "hint(0, latency=4)",
        "cutile::hint", "_Pragma(\"once\")", "#pragma", "/* c */",
        "// line\n", "\\\n", "\n", "?""?(", "<%%>", "and", "bitor",
        "co_await 1", "requires true", "[[", "]]"]

# Each of these may eat the rest of the file, so at most one per file, at
# the end.
UNBALANCED = [
    "[[cutile::hint(0, latency=(4]] int tail0;",
    "[[cutile::hint(0, latency=4]] int tail1;",
    "[[cutile::hint(0, latency=4)] int tail2;",
    "[[cutile::hint(0, latency=4))]] int tail3;",
    "[[cutile::hint(0, latency=\"4)]] int tail4;",
    "[[cutile::hint(0, latency='4)]] int tail5;",
    "[[cutile::hint(0, latency={4)]] int tail6;",
    "__tile_global__ void tail7(float *p) { [[cutile::hint(0, latency=4)]] p",
    "[[cutile::hint(0, latency=4)]] __tile_global__ void tail8(float *p) {",
    "[[cutile::hint(",
    "[[cutile::hint",
    "[[cutile::hint(0, latency=4)]] /* unterminated",
]

PRELUDE = """\
// Generated by hint_fuzz.py (seed {seed}, file {idx}); do not edit.
#ifndef __tile_global__
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __constant__ __attribute__((constant))
#define __tile_global__ __attribute__((tile_global))
#define __tile__ __attribute__((tile))
#define __tile_builtin__ __attribute__((tile_builtin))
#endif
#include "tile_mock.h"
#define LAT latency
#define EMPTY
#define MAX_VALUE 33
#define ARCH 900
#define INT_MAX 2147483647
#define HINT(...) [[cutile::hint(__VA_ARGS__)]]
#define KV latency=4
#define ALL_ARGS 0, KV
constexpr int kLat = 4;
constexpr int kArch = 900;
constexpr int kArr[] = {{1, 2, 3}};
enum E {{ a = 1, b = 2 }};
constexpr E kE = b;
struct Val {{ static constexpr int value = 4; }};
struct Big {{ static constexpr long long value = 1LL << 40; }};
struct Neg {{ static constexpr int value = -1; }};
struct NotConst {{ static int value; }};
"""


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0

    def pick(self, xs):
        return self.rng.choice(xs)

    def name(self, stem):
        self.n += 1
        return "%s%d" % (stem, self.n)

    def pair(self, tidy):
        """One kind=value argument; `tidy` ones reach the value checks."""
        if tidy:
            return "%s=%s" % (self.pick(KINDS), self.pick(VALUES))
        r = self.rng.random()
        if r < 0.1:
            return self.pick(JUNK)
        if r < 0.2:
            return self.pick(VALUES)  # a bare value, no kind
        key, op, val = self.pick(KEYS), self.pick(OPS), self.pick(VALUES)
        if self.rng.random() < 0.1:
            val = "(%s %s)" % (val, self.pick(JUNK))
        if self.rng.random() < 0.05:
            key = "(" * self.rng.randint(1, 4) + key
            val = val + ")" * self.rng.randint(1, 4)
        return "%s%s%s" % (key, op, val)

    def args(self):
        r = self.rng.random()
        if r < 0.04:
            return None  # hint without parentheses
        if r < 0.08:
            return ""
        # Half the hints are well formed apart from their values, so that
        # they get past parsing into the value and placement checks.
        tidy = self.rng.random() < 0.5
        parts = [self.pick(ARCHS[:8] if tidy else ARCHS)]
        for _ in range(self.rng.choice([0, 1, 1, 1, 2, 2, 3, 5, 17])):
            parts.append(self.pair(tidy))
        if not tidy and self.rng.random() < 0.05:
            parts.insert(self.rng.randrange(len(parts) + 1), self.pick(JUNK))
        sep = ", " if tidy or self.rng.random() < 0.95 else self.pick([",,", " ", ";"])
        return sep.join(parts)

    def attr(self):
        """One attribute-specifier holding one or more hints."""
        hints = []
        for _ in range(self.rng.choice([1, 1, 1, 2, 3])):
            a = self.args()
            r = self.rng.random()
            if r < 0.05:
                hints.append(("HINT(%s)" % (a or ""), True))
                continue
            spelling = "hint" if r < 0.1 else "cutile::hint"
            hints.append((spelling if a is None
                          else "%s(%s)" % (spelling, a), False))
        if any(m for _, m in hints):
            return " ".join(h if m else "[[%s]]" % h for h, m in hints)
        body = ", ".join(h for h, _ in hints)
        if self.rng.random() < 0.1:
            body = "using cutile: " + body.replace("cutile::hint", "hint")
        return "[[%s]]" % body

    # Placements. Each returns one top-level chunk of code.
    def kernel(self):
        return "%s __tile_global__ void %s(float *p) {}\n" % (
            self.attr(), self.name("k"))

    def kernel_after(self):
        return "__tile_global__ void %s %s(float *p) {}\n" % (
            self.name("ka"), self.attr())

    def other_function(self):
        quals = self.pick(["__tile__", "__device__", "__global__",
                           "__host__ __device__", "", "__tile_builtin__",
                           "constexpr", "static"])
        return "%s %s void %s() {}\n" % (self.attr(), quals, self.name("f"))

    def statement(self):
        target = self.pick([
            "t = v.load(0);", "v.store(t, 1);", "ct::tile %s = v.load(2);",
            "ct::store(p, ct::load(p));", "t = ct::load_masked(p, true, 0.f);",
            "t = ct::add(t, t);", "(void)0;", ";", "{ t = v.load(0); }",
            "for (int i = 0; i < 2; ++i) t = v.load(i);",
            "if (p) t = v.load(3);", "return;", "ct::tile %s;",
            "auto %s = [&] { return v.load(0); }();",
            "static const int %s = 4;", "int %s[2] = {1, 2};",
            "while (false) {}", "label%s: t = v.load(0);"])
        if "%s" in target:
            target = target % self.name("x")
        where = self.pick(["__tile_global__", "__tile_global__",
                           "__tile__", "__device__", "", "__global__"])
        ret = "void"
        return ("%s %s %s(float *p) {\n  ct::partition_view v;\n  ct::tile t;\n"
                "  %s %s\n  (void)t;\n}\n" % (where, ret, self.name("s"),
                                              self.attr(), target))

    def lambda_statement(self):
        return ("__tile_global__ void %s(float *p) {\n  ct::partition_view v;\n"
                "  ct::tile t;\n  auto l = [&](auto x) {\n    %s t = v.load(0);\n"
                "    (void)x;\n  };\n  l(%s);\n}\n"
                % (self.name("l"), self.attr(),
                   self.pick(["1", "2.0", "'c'", "Val{}", "p"])))

    def template_kernel(self):
        name = self.name("tk")
        head = self.pick(["template <int A, int V>", "template <int A, int V>",
                          "template <int A = 900, int V = 4>",
                          "template <class T, int A = 0, int V = 1>",
                          "template <int... Ns>", "template <auto A, auto V>"])
        if "class T" in head:
            inst = "<%s>" % self.pick(["Val", "Big", "Neg", "NotConst", "int",
                                       "float", "Val, 900, 2"])
        elif "..." in head:
            inst = "<%s>" % self.pick(["", "0", "900, 4", "0, 1, 2, 3", "-1"])
        else:
            inst = "<%s, %s>" % (self.pick(["0", "900", "750", "-1",
                                            "2147483647"]),
                                 self.pick(["1", "4", "0", "33", "-5",
                                            "true", "'a'"]))
        body = ""
        if self.rng.random() < 0.6:
            body = ("  ct::partition_view v;\n  %s ct::tile t = v.load(0);\n"
                    "  (void)t;\n" % self.attr())
        attr = self.attr() if self.rng.random() < 0.7 else ""
        inst_kw = self.pick(["template __global__ void",
                             "template __tile_global__ void", "template void"])
        return ("%s\n%s __tile_global__ void %s(float *p) {\n%s}\n"
                "%s %s%s(float *);\n" % (head, attr, name, body, inst_kw, name,
                                         inst))

    def declaration(self):
        d = self.pick([
            "{a} int {n} = 4;", "int {n} {a} = 4;", "struct {a} {n} {{}};",
            "struct {n} {{ {a} int m; }};", "struct {n} {{ {a} void f(); }};",
            "void {n}({a} int x);", "using {n} {a} = int;",
            "namespace {n} {a} {{}}", "enum {a} {n} {{ {n}e }};", "{a};",
            "{a} extern int {n};", "{a} __device__ int {n};",
            "{a} __constant__ int {n} = 1;",
            "template <class T> {a} T {n} = T();", "{a} typedef int {n};"])
        return d.format(a=self.attr(), n=self.name("d")) + "\n"

    def shadowing(self):
        # Names that shadow a kind where the hint is written: the kind lookup
        # then finds the user's declaration instead of the implicit one.
        kind = self.pick(KINDS)
        decl = self.pick([
            "const int %s = 3;", "int %s = 3;", "constexpr int %s = 4;",
            "struct %s {};", "auto %s = [] {};", "float %s = 1.f;",
            "int %s[2] = {};", "ct::tile %s;", "bool %s = true;",
            "ct::partition_view %s;"]) % kind
        return ("__tile_global__ void %s(float *p) {\n  ct::partition_view v;\n"
                "  %s\n  [[cutile::hint(%s, %s=%s)]] ct::tile t = v.load(0);\n"
                "  (void)t;\n}\n" % (self.name("sh"), decl, self.pick(ARCHS[:6]),
                                    kind, self.pick(VALUES)))

    def chunk(self):
        return self.rng.choices(
            [self.kernel, self.kernel_after, self.other_function,
             self.statement, self.lambda_statement, self.template_kernel,
             self.declaration, self.shadowing],
            weights=[6, 1, 2, 6, 1, 3, 2, 1])[0]()


def write_files(out):
    rng = random.Random(SEED)
    gen = Gen(rng)
    paths = []
    for idx in range(FILES):
        chunks = [PRELUDE.format(seed=SEED, idx=idx)]
        for _ in range(HINTS_PER_FILE):
            chunks.append(gen.chunk())
        chunks.append(UNBALANCED[(idx * 5) % len(UNBALANCED)] + "\n")
        path = os.path.join(out, "fuzz%d.cu" % idx)
        with open(path, "w") as f:
            f.write("\n".join(chunks))
        paths.append(path)
    return paths


def compile_one(clang, include, path, side, arch, headers):
    cmd = [clang, "-x", "cuda", "-std=c++20", "-fsyntax-only",
           "--cuda-gpu-arch=" + arch, side, "-I", include, "-ferror-limit=0",
           "-fno-crash-diagnostics", "-w", path]
    if not headers:
        cmd.insert(-1, "-nocudainc")
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, errors="replace")
    out = p.stdout + p.stderr
    bad = p.returncode not in (0, 1) or any(m in out for m in CRASH_MARKERS)
    return cmd, p.returncode, out, bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clang", required=True)
    ap.add_argument("--include", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    opts = ap.parse_args()
    os.makedirs(opts.out, exist_ok=True)
    paths = write_files(opts.out)
    archs = ["sm_90", "sm_80", "sm_100a"]
    jobs = [(p, side, archs[i % len(archs)], i < FULL_HEADER_FILES)
            for i, p in enumerate(paths)
            for side in ("--cuda-host-only", "--cuda-device-only")]
    codes = {}
    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        futs = [pool.submit(compile_one, opts.clang, opts.include, *j)
                for j in jobs]
        for fut in futs:
            cmd, rc, out, bad = fut.result()
            if bad:
                sys.stdout.write("hint-fuzz: CRASH (exit %d): %s\n%s\n"
                                 % (rc, " ".join(cmd), out[-6000:]))
                return 1
            codes[rc] = codes.get(rc, 0) + 1
    print("hint-fuzz: %d cases in %d files, %d runs, exit codes %s, no crash"
          % (FILES * HINTS_PER_FILE, FILES, len(jobs),
             " ".join("%d:%d" % kv for kv in sorted(codes.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())

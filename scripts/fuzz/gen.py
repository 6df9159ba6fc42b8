#!/usr/bin/env python3
"""Random CUDA Tile C++ kernels for the differential fuzzer (scripts/fuzz).

`gen.py SEED` prints one program: a single kernel `fuzz_kernel` that loads
tiles from input buffers, computes with them and stores into output
buffers. The same seed always gives the same program (Python's `random`
with that seed, nothing else).

Programs are valid and free of undefined behaviour by construction:
  * every signed integer value carries an interval; an operation whose
    result could leave its type's range is not emitted as is: its operands
    are first bounded with `% c` (the emulator traps a no_signed_wrap op
    that overflows, so a mistake here shows up as a crash of both runs);
  * divisors and remainders are `(x & 7) + 1` or `x | 1`, shift counts
    `x & (bits - 1)`;
  * float-to-integer conversions clamp into the target's range first;
  * loads read inside the buffers: the grid is 2 blocks of one tile each
    and every buffer holds 2 tiles; loads and stores are masked by
    `idx < n` or not masked at all.

The header comments tell the oracle how to run the program:
  // FUZZ-GRID: 2
  // FUZZ-ARG: in TYPE COUNT           a buffer filled by emulate-run rand=
  // FUZZ-ARG: out TYPE COUNT exact    compared bit for bit
  // FUZZ-ARG: out TYPE COUNT tol=R    compared within a relative tolerance R
  // FUZZ-ARG: scalar TYPE VALUE
  // FUZZ-USES: construct ...          for the coverage table
Floating-point results are exact unless an approximate math function or a
reduction over floats went into them.
"""

import random
import sys

# name: (C++ spelling, emulate-run type, kind, bits, signed)
TYPES = {
    "i8": ("int8_t", "i8", "int", 8, True),
    "u8": ("uint8_t", "i8", "int", 8, False),
    "i16": ("int16_t", "i16", "int", 16, True),
    "u16": ("uint16_t", "i16", "int", 16, False),
    "i32": ("int32_t", "i32", "int", 32, True),
    "u32": ("uint32_t", "i32", "int", 32, False),
    "i64": ("int64_t", "i64", "int", 64, True),
    "u64": ("uint64_t", "i64", "int", 64, False),
    "f16": ("__half", "f16", "float", 16, True),
    "bf16": ("__nv_bfloat16", "bf16", "float", 16, True),
    "f32": ("float", "f32", "float", 32, True),
    "f64": ("double", "f64", "float", 64, True),
}
INTS = [t for t in TYPES if TYPES[t][2] == "int"]
FLOATS = [t for t in TYPES if TYPES[t][2] == "float"]
FP8 = ["__nv_fp8_e4m3", "__nv_fp8_e5m2"]
# The narrow float formats (CUDA 13.5 adds e2m1 and e8m0; sm_100): a byte
# each in memory (fp4 in the low nibble), so their buffers are i8 to the
# emulator, filled with every bit pattern. Loaded tiles are converted to a
# wider float at once; results are stored converted to them.
NARROW = {"e4m3": "__nv_fp8_e4m3", "e5m2": "__nv_fp8_e5m2", "e2m1": "__nv_fp4_e2m1",
          "e8m0": "__nv_fp8_e8m0"}
SHAPES = [(16,), (32,), (8,), (4, 8), (8, 4), (2, 16), (4, 4), (2, 32), (4, 16),
          (2, 2, 4), (2, 4, 2), (2, 2, 8), (4, 2, 2)]
# The formats of ct::scaled_mma: operand, scale, elements per scale.
SCALED = [("__nv_fp8_e4m3", "__nv_fp8_e8m0", 32), ("__nv_fp8_e5m2", "__nv_fp8_e8m0", 32),
          ("__nv_fp4_e2m1", "__nv_fp8_e8m0", 16), ("__nv_fp4_e2m1", "__nv_fp8_e8m0", 32),
          ("__nv_fp4_e2m1", "__nv_fp8_e4m3", 16)]
# Not drawn: e2m1 with ue5m3 scales (V = 16, 32). nvcc 13.5 accepts them for
# sm_100 and writes a type our reader and dialect do not have (fnv8E5M3FNU,
# sm_107f only); ours says "not yet supported" (docs/fuzzing.md).
TOL = {"f16": 2e-2, "bf16": 1e-1, "f32": 1e-4, "f64": 1e-9}


def cty(t):
    return TYPES[t][0]


def is_int(t):
    return TYPES[t][2] == "int"


def signed(t):
    return TYPES[t][4]


def bits(t):
    return TYPES[t][3]


def trange(t):
    """The values an integer type holds."""
    b = bits(t)
    if signed(t):
        return (-(1 << (b - 1)), (1 << (b - 1)) - 1)
    return (0, (1 << b) - 1)


def fits(r, t):
    lo, hi = trange(t)
    return lo <= r[0] and r[1] <= hi


def bitspan(r):
    """A range [-2^k, 2^k - 1] (k bits plus sign) covering r."""
    k = 0
    while not (-(1 << k) <= r[0] and r[1] <= (1 << k) - 1):
        k += 1
    return (-(1 << k), (1 << k) - 1)


def shape_str(s):
    return "ct::shape<" + ", ".join(map(str, s)) + ">"


def tile_str(t, s):
    return "ct::tile<%s, %s>" % (cty(t), shape_str(s))


def lit(t, v):
    """A scalar literal of type t."""
    if t == "f32":
        return repr(float(v)) + "f"
    if t == "f64":
        return repr(float(v))
    if t in ("f16", "bf16"):
        return "%s(%sf)" % (cty(t), repr(float(v)))
    return "%s(%d)" % (cty(t), v)


class Val:
    """An expression: its C++ text, element type, shape and (signed
    integers only) the interval of its values; exact is False once an
    approximation went into it."""

    def __init__(self, code, t, shape, rng=None, exact=True):
        self.code, self.t, self.shape, self.exact = code, t, shape, exact
        self.used = False
        if is_int(t) and rng is None:
            rng = trange(t)
        self.rng = rng


class Gen:
    def __init__(self, seed):
        self.seed = seed
        self.r = random.Random(seed)
        self.uses = set()
        self.lines = []
        self.indent = 1
        self.vars = []  # Val whose code is a variable name
        self.helpers = []  # functions and structs before the kernel
        self.nhelper = 0
        self.nvar = 0

    def use(self, what):
        self.uses.add(what)

    def emit(self, line):
        self.lines.append("    " * self.indent + line)

    def fresh(self):
        self.nvar += 1
        return "v%d" % self.nvar

    # ---- bounding -----------------------------------------------------
    def bound(self, v, c):
        """v with its values in (-c, c) (signed) via `% c`."""
        if not signed(v.t) or not is_int(v.t):
            return v
        if -c < v.rng[0] and v.rng[1] < c:
            return v
        lo = max(v.rng[0], -(c - 1))
        hi = min(v.rng[1], c - 1)
        lo, hi = min(lo, 0), max(hi, 0)
        self.use("remainder")
        return Val("(%s %% %s)" % (v.code, lit(v.t, c)), v.t, v.shape, (lo, hi), v.exact)

    def small(self, t):
        """A bound that keeps sums and products of two bounded values in t."""
        return {8: 11, 16: 181, 32: 46340, 64: 3037000499}[bits(t)]

    # ---- leaves ---------------------------------------------------------
    def pick_var(self, t, shape):
        cands = [v for v in self.vars if v.t == t and v.shape == shape]
        if cands:
            # Prefer values nothing reads yet, so that outputs depend on most
            # of the program.
            v = self.r.choices(cands, [1 + 4 * (not v.used) for v in cands])[0]
            v.used = True
            return v
        return None

    def leaf(self, t, shape):
        v = self.pick_var(t, shape)
        if v is not None and self.r.random() < 0.8:
            return v
        if self.r.random() < 0.1:
            return self.factory(t, shape)
        # Convert a variable of another type.
        others = [v for v in self.vars if v.shape == shape]
        src = self.r.choices(others, [1 + 4 * (not v.used) for v in others])[0]
        src.used = True
        return self.convert(src, t)

    def factory(self, t, shape):
        """ct::zeros, ct::ones, ct::full: a uniform tile."""
        f = self.r.choice(["zeros", "ones", "full"])
        self.use("factory " + f)
        if f == "full":
            c = self.r.randint(-5, 5) if is_int(t) and signed(t) else self.r.randint(0, 5)
            return Val("ct::full<%s>(%s)" % (tile_str(t, shape), lit(t, c)), t, shape, (c, c))
        c = 0 if f == "zeros" else 1
        return Val("ct::%s<%s>()" % (f, tile_str(t, shape)), t, shape, (c, c))

    def convert(self, v, t):
        if v.t == t:
            return v
        self.use("element_cast %s->%s" % ("int" if is_int(v.t) else "float",
                                           "int" if is_int(t) else "float"))
        if is_int(t):
            lo, hi = trange(t)
            if not is_int(v.t):
                if self.r.random() < 0.25:
                    # CUDA 13.5's saturating conversion: defined for every
                    # value, no clamp needed.
                    self.use("element_cast float->int saturate_finite")
                    return Val("ct::element_cast<%s>(%s, ct::saturate_finite_t{})" % (
                        cty(t), v.code), t, v.shape, None, v.exact)
                # Clamp first: out-of-range float-to-int conversions are UB.
                # max's NaN suppression sends NaN to the lower bound.
                lo, hi = max(lo, -100), min(hi, 100)
                code = "ct::element_cast<%s>(ct::min(ct::max(%s, %s), %s))" % (
                    cty(t), v.code, lit(v.t, lo), lit(v.t, hi))
                self.use("min/max")
                return Val(code, t, v.shape, (lo, hi) if signed(t) else None, v.exact)
            rng = None
            if signed(v.t) and fits(v.rng, t):
                rng = v.rng
            return Val("ct::element_cast<%s>(%s)" % (cty(t), v.code), t, v.shape, rng, v.exact)
        return Val("ct::element_cast<%s>(%s)" % (cty(t), v.code), t, v.shape, None, v.exact)

    # ---- expressions -----------------------------------------------------
    def expr(self, t, shape, depth):
        if depth <= 0 or self.r.random() < 0.25:
            return self.leaf(t, shape)
        if is_int(t):
            kind = self.r.choice(["arith", "arith", "bit", "shift", "divrem", "minmax",
                                  "unary", "select", "cast", "reduce", "const", "const", "shape",
                                  "scan", "hint", "mma", "bitcast", "mulhi"])
        else:
            kind = self.r.choice(["arith", "arith", "arith", "minmax", "unary", "select",
                                  "cast", "reduce", "math", "fma", "const", "const", "shape", "scan",
                                  "mma", "bitcast", "flags", "scaled_mma"])
        return getattr(self, "e_" + kind)(t, shape, depth - 1)

    def e_const(self, t, shape, depth):
        """A tile with a scalar: a literal or a kernel parameter (broadcast)."""
        a = self.expr(t, shape, depth)
        params = [p for p in self.scalars if is_int(p[1]) == is_int(t)]
        if params and self.r.random() < 0.6:
            name, u, v = self.r.choice(params)
            self.use("scalar parameter")
            code, c = name, v
            if u != t:
                # A scalar conversion (host-side C++ in tile code).
                self.use("scalar conversion")
                code = "%s(%s)" % (cty(t), name if is_int(t) else "float(%s)" % name)
                if is_int(t) and not signed(t) and v < 0:
                    c = v % (1 << bits(t))
        elif is_int(t):
            c = self.r.randint(1, 9)
            code = lit(t, c)
            if self.tparam is not None and self.r.random() < 0.5:
                c = self.tparam
                code = "%s(K0)" % cty(t)
        else:
            c = self.r.choice([0.5, 1.5, -2.0, 3.0, 0.25])
            code = lit(t, c)
        if is_int(t):
            op = self.r.choice(["+", "-", "*", "&", "|", "^"])
            return self.binop(op, a, Val(code, t, (), (c, c)))
        op = self.r.choice(["+", "-", "*", "/"])
        self.use("float " + op)
        return Val("(%s %s %s)" % (a.code, op, code), t, shape, None, a.exact)

    def binop(self, op, a, b):
        """a op b for integers (b may be a scalar literal), bounded as needed."""
        t = a.t
        self.use("int " + op)
        if signed(t) and op in "+-*":
            def res(x, y):
                if op == "+":
                    return (x[0] + y[0], x[1] + y[1])
                if op == "-":
                    return (x[0] - y[1], x[1] - y[0])
                ps = [x[0] * y[0], x[0] * y[1], x[1] * y[0], x[1] * y[1]]
                return (min(ps), max(ps))
            r = res(a.rng, b.rng)
            if not fits(r, t):
                c = self.small(t)
                a, b = self.bound(a, c), self.bound(b, c)
                r = res(a.rng, b.rng)
            return Val("(%s %s %s)" % (a.code, op, b.code), t, a.shape, r, a.exact and b.exact)
        if signed(t):
            if op == "&" and (a.rng[0] >= 0 or b.rng[0] >= 0):
                hi = max(a.rng[1], b.rng[1]) if min(a.rng[0], b.rng[0]) < 0 else min(a.rng[1], b.rng[1])
                r = (0, max(hi, 0))
            else:
                s1, s2 = bitspan(a.rng), bitspan(b.rng)
                r = (min(s1[0], s2[0]), max(s1[1], s2[1]))
            return Val("(%s %s %s)" % (a.code, op, b.code), t, a.shape, r, a.exact and b.exact)
        return Val("(%s %s %s)" % (a.code, op, b.code), t, a.shape, None, a.exact and b.exact)

    def e_arith(self, t, shape, depth):
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        if is_int(t):
            return self.binop(self.r.choice("+-*"), a, b)
        op = self.r.choice("+-*/")
        self.use("float " + op)
        return Val("(%s %s %s)" % (a.code, op, b.code), t, shape, None, a.exact and b.exact)

    def e_bit(self, t, shape, depth):
        a = self.expr(t, shape, depth)
        if self.r.random() < 0.2:
            self.use("int ~")
            r = (-a.rng[1] - 1, -a.rng[0] - 1) if signed(t) else None
            return Val("(~%s)" % a.code, t, shape, r, a.exact)
        b = self.expr(t, shape, depth)
        return self.binop(self.r.choice("&|^"), a, b)

    def e_shift(self, t, shape, depth):
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        n = bits(t) - 1
        cnt = "(%s & %s)" % (b.code, lit(t, n))
        if self.r.random() < 0.5:
            self.use("int <<")
            # Left shifts of signed values wrap (shli has no overflow flag).
            return Val("(%s << %s)" % (a.code, cnt), t, shape, None, a.exact and b.exact)
        self.use("int >>")
        r = (min(a.rng[0], 0), max(a.rng[1], 0)) if signed(t) else None
        return Val("(%s >> %s)" % (a.code, cnt), t, shape, r, a.exact and b.exact)

    def e_divrem(self, t, shape, depth):
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        if signed(t):
            d = "((%s & %s) + %s)" % (b.code, lit(t, 7), lit(t, 1))
            dr = (1, 8)
        else:
            d = "(%s | %s)" % (b.code, lit(t, 1))
            dr = None
        op = self.r.choice(["/", "%", "floordiv", "ceildiv"])
        self.use("int " + op)
        if op in ("floordiv", "ceildiv"):
            r = None
            if signed(t):
                r = (min(a.rng[0], 0), max(a.rng[1], 0) + (op == "ceildiv"))
                r = (max(r[0], trange(t)[0]), min(r[1], trange(t)[1]))
            return Val("ct::%s(%s, %s)" % (op, a.code, d), t, shape, r, a.exact and b.exact)
        if signed(t):
            if op == "/":
                r = (min(a.rng[0], 0), max(a.rng[1], 0))
            else:
                r = (-7 if a.rng[0] < 0 else 0, 7 if a.rng[1] > 0 else 0)
        else:
            r = None
        return Val("(%s %s %s)" % (a.code, op, d), t, shape, r, a.exact and b.exact)

    def e_bitcast(self, t, shape, depth):
        """Reinterpret the bits of a same-width value (any type)."""
        same = [u for u in TYPES if bits(u) == bits(t) and u != t]
        u = self.r.choice(same)
        a = self.expr(u, shape, depth)
        self.use("element_bitcast")
        return Val("ct::element_bitcast<%s>(%s)" % (cty(t), a.code), t, shape, None, a.exact)

    def e_mulhi(self, t, shape, depth):
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        self.use("mulhi")
        r = None
        if signed(t):
            r = (-(1 << (bits(t) - 2)), (1 << (bits(t) - 2)))
        return Val("ct::mulhi(%s, %s)" % (a.code, b.code), t, shape, r, a.exact and b.exact)

    def e_minmax(self, t, shape, depth):
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        f = self.r.choice(["min", "max"])
        self.use("min/max")
        r = None
        if is_int(t) and signed(t):
            if f == "min":
                r = (min(a.rng[0], b.rng[0]), min(a.rng[1], b.rng[1]))
            else:
                r = (max(a.rng[0], b.rng[0]), max(a.rng[1], b.rng[1]))
        return Val("ct::%s(%s, %s)" % (f, a.code, b.code), t, shape, r, a.exact and b.exact)

    def e_unary(self, t, shape, depth):
        a = self.expr(t, shape, depth)
        if is_int(t):
            if not signed(t):
                self.use("int unary -")
                return Val("(-%s)" % a.code, t, shape, None, a.exact)
            lo, hi = trange(t)
            if a.rng[0] == lo:
                a = self.bound(a, self.small(t))
            if bits(t) < 32 and self.r.random() < 0.2:
                # Unary + promotes as in C++ (to int); back to t.
                self.use("int unary + (promotes)")
                return Val("ct::element_cast<%s>(+%s)" % (cty(t), a.code), t, shape, a.rng, a.exact)
            if self.r.random() < 0.5:
                self.use("int unary -")
                return Val("(-%s)" % a.code, t, shape, (-a.rng[1], -a.rng[0]), a.exact)
            self.use("abs")
            m = max(abs(a.rng[0]), abs(a.rng[1]))
            return Val("ct::abs(%s)" % a.code, t, shape, (0, m), a.exact)
        f = self.r.choice(["-", "abs", "floor", "ceil", "sqrt"])
        self.use("float " + f)
        if f == "-":
            return Val("(-%s)" % a.code, t, shape, None, a.exact)
        if f == "sqrt":
            return Val("ct::sqrt(ct::abs(%s))" % a.code, t, shape, None, a.exact)
        return Val("ct::%s(%s)" % (f, a.code), t, shape, None, a.exact)

    def e_math(self, t, shape, depth):
        if t not in ("f32", "f64"):
            return self.e_unary(t, shape, depth)
        a = self.expr(t, shape, depth)
        f = self.r.choice(["exp", "exp2", "sin", "cos", "tanh", "log", "log2", "rsqrt"])
        self.use("math " + f)
        arg = a.code
        if f in ("log", "log2", "rsqrt"):
            arg = "(ct::abs(%s) + %s)" % (a.code, lit(t, 1))
        elif f in ("exp", "exp2"):
            arg = "ct::min(%s, %s)" % (a.code, lit(t, 30))
        return Val("ct::%s(%s)" % (f, arg), t, shape, None, False)

    def e_flags(self, t, shape, depth):
        """Named float operations with rounding, flush-to-zero and NaN flags."""
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        k = self.r.random()
        rnd = self.r.choice(["round_ties_to_even_t", "round_toward_zero_t",
                             "round_toward_negative_t", "round_toward_positive_t"])
        ex = a.exact and b.exact
        if k < 0.5:
            f = self.r.choice(["add", "sub", "mul", "div"])
            flags = "ct::%s{}" % rnd
            if t == "f32" and self.r.random() < 0.3:
                flags += ", ct::round_subnormals_to_zero_t{}"
                self.use("flag flush-to-zero")
            self.use("flag " + rnd[:-2])
            return Val("ct::%s(%s, %s, %s)" % (f, a.code, b.code, flags), t, shape, None, ex)
        if k < 0.7:
            f = self.r.choice(["min", "max"])
            self.use("flag propagate_nan")
            return Val("ct::%s(%s, %s, ct::propagate_nan_t{})" % (f, a.code, b.code), t, shape,
                       None, ex)
        if t not in ("f32", "f64"):
            return Val("ct::max(%s, %s)" % (a.code, b.code), t, shape, None, ex)
        if k < 0.8:
            self.use("flag sqrt " + rnd[:-2])
            return Val("ct::sqrt(ct::abs(%s), ct::%s{})" % (a.code, rnd), t, shape, None, ex)
        f = self.r.choice(["pow", "atan2", "remainder", "powi"])
        self.use("math " + f)
        if f == "powi":
            # CUDA 13.5: an integer exponent, a literal or an int tile.
            if self.r.random() < 0.5:
                e = "%d" % self.r.randint(-3, 5)
            else:
                e = "(%s & 7)" % self.convert(self.expr("i32", shape, 0), "i32").code
            return Val("ct::powi(%s, %s)" % (a.code, e), t, shape, None, False)
        if f == "pow":
            return Val("ct::pow(ct::abs(%s), ct::min(%s, %s))" % (a.code, b.code, lit(t, 8)),
                       t, shape, None, False)
        return Val("ct::%s(%s, %s)" % (f, a.code, b.code), t, shape, None, f == "remainder" and ex)

    def e_fma(self, t, shape, depth):
        if t not in ("f32", "f64"):
            return self.e_arith(t, shape, depth)
        a, b, c = (self.expr(t, shape, depth) for _ in range(3))
        self.use("fma")
        return Val("ct::fma(%s, %s, %s)" % (a.code, b.code, c.code), t, shape, None,
                   a.exact and b.exact and c.exact)

    def cond(self, shape, depth):
        k = self.r.random()
        if k < 0.15 and depth > 0:
            a, ae = self.cond(shape, depth - 1)
            b, be = self.cond(shape, depth - 1)
            op = self.r.choice(["&&", "||"])
            self.use("logical " + op)
            return "(%s %s %s)" % (a, op, b), ae and be
        if k < 0.25:
            t = self.r.choice(FLOATS)
            a = self.expr(t, shape, depth)
            f = self.r.choice(["isnan", "isinf"])
            self.use(f)
            return "ct::%s(%s)" % (f, a.code), a.exact
        t = self.r.choice(list(TYPES))
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        op = self.r.choice(["<", "<=", ">", ">=", "==", "!="])
        self.use("compare " + ("int" if is_int(t) else "float"))
        return "(%s %s %s)" % (a.code, op, b.code), a.exact and b.exact

    def e_select(self, t, shape, depth):
        c, ce = self.cond(shape, depth)
        a = self.expr(t, shape, depth)
        b = self.expr(t, shape, depth)
        self.use("select")
        r = None
        if is_int(t) and signed(t):
            r = (min(a.rng[0], b.rng[0]), max(a.rng[1], b.rng[1]))
        return Val("ct::select(%s, %s, %s)" % (c, a.code, b.code), t, shape, r,
                   ce and a.exact and b.exact)

    def e_cast(self, t, shape, depth):
        u = self.r.choice(list(TYPES))
        a = self.expr(u, shape, depth)
        if not is_int(t) and not is_int(u) and u != "f64" and self.r.random() < 0.3:
            # Through an fp8 format (round to nearest even, saturating or not
            # as each format defines it).
            f8 = self.r.choice(FP8)
            self.use("element_cast via " + f8)
            a = Val("ct::element_cast<%s>(ct::element_cast<%s>(%s))" % (cty(u), f8, a.code),
                    u, shape, None, a.exact)
        return self.convert(a, t)

    def e_reduce(self, t, shape, depth):
        """A reduction along one axis, broadcast back by the binary op."""
        if t == "u32" and self.r.random() < 0.3:
            u = self.r.choice(list(TYPES))
            a = self.expr(u, shape, depth)
            axis = self.r.randrange(len(shape))
            f = self.r.choice(["max_element", "min_element"])
            self.use("reduce " + f)
            return Val("ct::broadcast<%s>(ct::%s<%d>(%s))" % (shape_str(shape), f, axis, a.code),
                       t, shape, None, a.exact)
        axis = self.r.randrange(len(shape))
        red = list(shape)
        red[axis] = 1
        red = tuple(red)
        k = shape[axis]
        a = self.expr(t, shape, depth)
        fs = ["sum", "reduce_max", "reduce_min"]
        if is_int(t):
            fs += ["reduce_bitand", "reduce_bitor", "reduce_bitxor"]
        f = self.r.choice(fs)
        self.use("reduce " + f)
        r = None
        exact = a.exact and (is_int(t) or f != "sum")
        if is_int(t) and signed(t):
            if f == "sum":
                a = self.bound(a, max(2, trange(t)[1] // (k + 1)))
                r = (min(0, a.rng[0] * k), max(0, a.rng[1] * k))
            elif f in ("reduce_max", "reduce_min"):
                r = a.rng
            elif f == "reduce_bitand" and a.rng[0] >= 0:
                r = (0, a.rng[1])
            else:
                r = bitspan(a.rng)
        code = "ct::%s<%d>(%s)" % (f, axis, a.code)
        red_val = Val(code, t, red, r, exact)
        # Back to the full shape: explicitly or through a binary operator.
        if self.r.random() < 0.5:
            self.use("broadcast")
            return Val("ct::broadcast<%s>(%s)" % (shape_str(shape), code), t, shape, r, exact)
        b = self.expr(t, shape, depth)
        if is_int(t):
            v = self.binop(self.r.choice("+-&|^"), red_val, b)
            v.shape = shape
            return v
        return Val("(%s + %s)" % (code, b.code), t, shape, None, exact and b.exact)


    def e_shape(self, t, shape, depth):
        """reshape, permute, cat and extract, each back to the full shape."""
        a = self.expr(t, shape, depth)
        E = self.E
        f = self.r.choice(["reshape", "permute", "cat", "extract"])
        self.use(f)
        if f == "reshape":
            other = (E,) if len(shape) == 2 else (2, E // 2)
            code = "ct::reshape<%s>(ct::reshape<%s>(%s))" % (shape_str(shape), shape_str(other), a.code)
            return Val(code, t, shape, a.rng, a.exact)
        if f == "permute" and len(shape) == 3:
            p = self.r.choice([(0, 2, 1), (1, 0, 2), (2, 1, 0), (1, 2, 0), (2, 0, 1)])
            code = "ct::reshape<%s>(ct::permute(%s, ct::dimension_map<%s>{}))" % (
                shape_str(shape), a.code, ", ".join(map(str, p)))
            return Val(code, t, shape, a.rng, a.exact)
        if f == "permute":
            two = shape if len(shape) == 2 else (2, E // 2)
            inner = a.code if len(shape) == 2 else "ct::reshape<%s>(%s)" % (shape_str(two), a.code)
            p = "ct::permute(%s, ct::dimension_map<1, 0>{})" % inner if self.r.random() < 0.5 else "ct::transpose(%s)" % inner
            if self.r.random() < 0.3:
                p = "ct::permute(%s, ct::dimension_map<1, 0>{})" % p  # twice: the identity
            return Val("ct::reshape<%s>(%s)" % (shape_str(shape), p), t, shape, a.rng, a.exact)
        b = self.expr(t, shape, depth)
        rng = None
        if is_int(t) and signed(t):
            rng = (min(a.rng[0], b.rng[0]), max(a.rng[1], b.rng[1]))
        ax = self.r.randrange(len(shape))
        if f == "cat":
            idx = [0] * len(shape)
            idx[ax] = self.r.randint(0, 1)
            code = "ct::extract(ct::cat<%d>(%s, %s), %s{}, %s)" % (
                ax, a.code, b.code, shape_str(shape), ", ".join(map(str, idx)))
            self.use("extract")
            return Val(code, t, shape, rng, a.exact and b.exact)
        half = list(shape)
        half[ax] //= 2
        i0 = [0] * len(shape)
        i1 = [0] * len(shape)
        i0[ax] = self.r.randint(0, 1)
        i1[ax] = self.r.randint(0, 1)
        code = "ct::cat<%d>(ct::extract(%s, %s{}, %s), ct::extract(%s, %s{}, %s))" % (
            ax, a.code, shape_str(tuple(half)), ", ".join(map(str, i0)),
            b.code, shape_str(tuple(half)), ", ".join(map(str, i1)))
        self.use("cat")
        return Val(code, t, shape, rng, a.exact and b.exact)

    def e_scan(self, t, shape, depth):
        axis = self.r.randrange(len(shape))
        k = shape[axis]
        a = self.expr(t, shape, depth)
        f = "partial_sum"
        if not (is_int(t) and signed(t)) and self.r.random() < 0.3:
            f = "partial_prod"
        self.use("scan " + f)
        r = None
        if is_int(t) and signed(t):
            a = self.bound(a, max(2, trange(t)[1] // (k + 1)))
            r = (min(0, a.rng[0] * k), max(0, a.rng[1] * k))
        return Val("ct::%s<%d>(%s)" % (f, axis, a.code), t, shape, r,
                   a.exact and is_int(t))

    def e_hint(self, t, shape, depth):
        """assume_bounded with the interval the generator knows holds;
        assume_divisible of a value made divisible."""
        a = self.expr(t, shape, depth)
        if self.r.random() < 0.3:
            d = self.r.choice([2, 4, 8, 16])
            self.use("hint assume_divisible")
            mask = -d if signed(t) else (1 << bits(t)) - d
            r = bitspan(a.rng) if signed(t) else None
            return Val("ct::assume_divisible<%d>((%s & %s))" % (d, a.code, lit(t, mask)),
                       t, shape, r, a.exact)
        if not signed(t) or a.rng == trange(t) or max(map(abs, a.rng)) >= 1 << 62:
            return a
        self.use("hint assume_bounded")
        return Val("ct::assume_bounded<%dLL, %dLL>(%s)" % (a.rng[0], a.rng[1], a.code),
                   t, shape, a.rng, a.exact)

    def e_mma(self, t, shape, depth):
        """(R, C) x (C, R) + (R, R), reduced and broadcast back to (R, C);
        3-d shapes (B, R, C) are batched."""
        if len(shape) == 1:
            return self.e_arith(t, shape, depth) if not is_int(t) else self.e_bit(t, shape, depth)
        if t == "f32" and len(shape) == 2 and shape[1] % 16 == 0 and self.r.random() < 0.5:
            return self.e_scaled_mma(t, shape, depth)
        R, C = shape[-2:]
        if t == "i32":
            src, exact = self.r.choice(["i8", "u8"]), True
        elif t == "f32":
            src, exact = self.r.choice(["f16", "bf16", "f32", "tf32", "e4m3", "e5m2"]), False
        elif t == "f16":
            src, exact = self.r.choice(["f16", "e4m3", "e5m2"]), False
        elif t == "f64":
            src, exact = "f64", False
        else:
            return self.e_cast(t, shape, depth)
        if src in TYPES:
            a = self.convert(self.expr(src, shape, depth), src).code
            b = self.convert(self.expr(src, shape, depth), src).code
        else:
            # fp8 and tf32 operands: converted from float values.
            name = NARROW.get(src, "__nv_tf32")
            base = "f32" if src == "tf32" else self.r.choice(["f32", "f16"])
            a = "ct::element_cast<%s>(%s)" % (name, self.expr(base, shape, depth).code)
            b = "ct::element_cast<%s>(%s)" % (name, self.expr(base, shape, depth).code)
        if len(shape) == 3:
            self.use("mma batched")
            acc = "ct::zeros<%s>()" % tile_str(t, (shape[0], R, R))
            bt = "ct::permute(%s, ct::dimension_map<0, 2, 1>{})" % b
        else:
            acc = "ct::zeros<%s>()" % tile_str(t, (R, R))
            bt = "ct::transpose(%s)" % b
        self.use("mma " + src)
        red = self.r.choice(["reduce_max", "reduce_min"])
        code = "ct::broadcast<%s>(ct::%s<%d>(ct::mma(%s, %s, %s)))" % (
            shape_str(shape), red, len(shape) - 1, a, bt, acc)
        rng = None
        if t == "i32":
            m = 128 * 128 * C
            rng = (-m, m)
        return Val(code, t, shape, rng, exact)

    def e_scaled_mma(self, t, shape, depth):
        """ct::scaled_mma (CUDA 13.5, sm_100): both operands quantised from
        float values, each run of V elements along K scaled by its largest
        magnitude, as an MX/NVFP4 quantiser does."""
        if t != "f32" or len(shape) != 2 or shape[1] % 16:
            return self.e_mma(t, shape, depth)
        R, C = shape
        F, S, V = self.r.choice([f for f in SCALED if C % f[2] == 0])
        a = self.expr("f32", shape, depth)
        b = self.expr("f32", shape, depth)

        def scale(x):
            return ("ct::element_cast<%s>(ct::reshape<%s>(ct::reduce_max<2>(ct::reshape<%s>("
                    "ct::abs(%s)))))" % (S, shape_str((R, C // V)), shape_str((R, C // V, V)), x))
        self.use("scaled_mma %s/%s/%d" % (F.split("_")[-1], S.split("_")[-1], V))
        red = self.r.choice(["reduce_max", "reduce_min"])
        code = ("ct::broadcast<%s>(ct::%s<1>(ct::scaled_mma(ct::element_cast<%s>(%s), %s, "
                "ct::element_cast<%s>(ct::transpose(%s)), ct::transpose(%s), ct::zeros<%s>())))" % (
                    shape_str(shape), red, F, a.code, scale(a.code), F, b.code, scale(b.code),
                    tile_str("f32", (R, R))))
        return Val(code, t, shape, None, False)

    # ---- statements -----------------------------------------------------
    def new_var(self, depth):
        t = self.r.choice(list(TYPES))
        v = self.expr(t, self.shape, depth)
        name = self.fresh()
        self.emit("auto %s = %s;" % (name, v.code))
        nv = Val(name, t, self.shape, v.rng, v.exact)
        self.vars.append(nv)
        return nv

    def s_if(self, depth):
        """Run-time if on a scalar parameter: a variable gets one of two values."""
        v = self.r.choice(self.vars)
        c = self.r.randint(0, self.E * 2)
        a = self.expr(v.t, self.shape, depth)
        b = self.expr(v.t, self.shape, depth)
        self.use("if/else")
        self.emit("if (n %s %d) {" % (self.r.choice(["<", ">", "==", "!="]), c))
        self.emit("    %s = %s;" % (v.code, a.code))
        self.emit("} else {")
        self.emit("    %s = %s;" % (v.code, b.code))
        self.emit("}")
        if is_int(v.t) and signed(v.t):
            v.rng = (min(v.rng[0], a.rng[0], b.rng[0]), max(v.rng[1], a.rng[1], b.rng[1]))
        v.exact = v.exact and a.exact and b.exact

    def s_loop(self, depth):
        """acc = acc op e over a few iterations; the range is iterated."""
        t = self.r.choice(list(TYPES))
        init = self.expr(t, self.shape, depth)
        op = self.r.choice(["+", "^", "max", "-"] if is_int(t) else ["+", "*", "max"])
        c = self.small(t) if is_int(t) else 0
        if is_int(t) and signed(t) and op in "+-":
            init = self.bound(init, c)  # the first acc op e must not overflow
        acc = self.fresh()
        k = "k" + acc[1:]
        self.emit("auto %s = %s;" % (acc, init.code))
        trips = self.r.randint(1, 4)
        bound = str(trips)
        if self.tparam is not None and self.r.random() < 0.5:
            trips, bound = self.tparam, "K0"
        form = self.r.choice(["for", "irange", "while"])
        self.use("loop " + form)
        if form == "for":
            self.emit("for (int %s = 0; %s < %s; ++%s) {" % (k, k, bound, k))
        elif form == "irange":
            self.emit("for (int %s : ct::irange(0, %s)) {" % (k, bound))
        else:
            self.emit("int %s = 0;" % k)
            self.emit("while (true) {")
            self.emit("    if (%s >= %s) break;" % (k, bound))
            self.use("break")
        self.indent += 1
        saved = list(self.vars)
        if depth > 0 and self.r.random() < 0.3:
            # A loop in the body: its accumulator is fresh each trip and in
            # scope for this loop's body only.
            self.use("nested loop")
            self.s_loop(depth - 1)
        e = self.expr(t, self.shape, max(depth - 1, 0))
        if self.r.random() < 0.3:
            self.use("loop counter in body")
            kv = Val("%s(%s)" % (cty(t), k), t, (), (0, trips - 1))
            e = self.binop("+", e, kv) if is_int(t) else Val(
                "(%s + %s(%s))" % (e.code, cty(t), k), t, self.shape, None, e.exact)
        self.indent -= 1
        accv = Val(acc, t, self.shape, init.rng, init.exact and e.exact)
        if is_int(t):
            if signed(t) and op in "+-":
                e = self.bound(e, c)
                body = "(%s %s %s) %% %s" % (acc, op, e.code, lit(t, c))
                accv.rng = (-(c - 1), c - 1)
            elif op == "max":
                self.use("min/max")
                body = "ct::max(%s, %s)" % (acc, e.code)
                if signed(t):
                    accv.rng = (init.rng[0], max(init.rng[1], e.rng[1]))
            elif op == "^" and signed(t):
                body = "%s ^ %s" % (acc, e.code)
                s1, s2 = bitspan(init.rng), bitspan(e.rng)
                accv.rng = (min(s1[0], s2[0]), max(s1[1], s2[1]))
            else:
                body = "%s %s %s" % (acc, op, e.code)
                accv.rng = None
        else:
            if op == "max":
                body = "ct::max(%s, %s)" % (acc, e.code)
            elif op == "*":
                body = "%s * %s + %s" % (acc, lit(t, 0.5), e.code)
            else:
                body = "%s + %s" % (acc, e.code)
        if self.r.random() < 0.25 and form != "while":
            self.use("continue")
            self.emit("    if (%s == %d) continue;" % (k, self.r.randint(0, trips)))
        self.emit("    %s = %s;" % (acc, body))
        if form == "while":
            self.emit("    ++%s;" % k)
        self.emit("}")
        if is_int(t) and signed(t) and accv.rng is None:
            accv.rng = trange(t)
        self.vars = saved
        self.vars.append(accv)


    def s_switch(self, depth):
        v = self.r.choice(self.vars)
        cases = self.r.randint(2, 3)
        vals = [self.expr(v.t, self.shape, depth) for _ in range(cases + 1)]
        self.use("switch")
        self.emit("switch (n %% %d) {" % (cases + 1))
        for i, e in enumerate(vals):
            self.emit(("case %d:" % i) if i < cases else "default:")
            self.emit("    %s = %s;" % (v.code, e.code))
            if i < cases or self.r.random() < 0.5:
                self.emit("    break;")
        self.emit("}")
        if is_int(v.t) and signed(v.t):
            v.rng = (min([v.rng[0]] + [e.rng[0] for e in vals]),
                     max([v.rng[1]] + [e.rng[1] for e in vals]))
        v.exact = v.exact and all(e.exact for e in vals)

    def scoped(self, params, depth, t):
        """An expression of type t over params only (a function body)."""
        # Kernel parameters (scalars, the template's K0) are not in scope.
        saved = self.vars, self.scalars, self.tparam
        self.vars, self.scalars, self.tparam = params, [], None
        e = self.expr(t, self.shape, depth)
        self.vars, self.scalars, self.tparam = saved
        return e

    def s_helper(self, depth):
        """A __tile__ function, a function template or a lambda, called once."""
        a, b = self.r.choice(self.vars), self.r.choice(self.vars)
        a.used = b.used = True
        t = self.r.choice([a.t, b.t, self.r.choice(list(TYPES))])
        pa = Val("a", a.t, self.shape, a.rng, a.exact)
        pb = Val("b", b.t, self.shape, b.rng, b.exact)
        e = self.scoped([pa, pb], max(depth, 1), t)
        form = self.r.choice(["function", "template", "lambda"])
        self.use("helper " + form)
        self.nhelper += 1
        name = "helper%d" % self.nhelper
        if form == "function":
            self.helpers += ["__tile__ %s %s(%s a, %s b) {" % (
                tile_str(t, self.shape), name, tile_str(a.t, self.shape), tile_str(b.t, self.shape)),
                "    return %s;" % e.code, "}", ""]
        elif form == "template":
            self.helpers += ["template <class A, class B>",
                             "__tile__ auto %s(A a, B b) {" % name,
                             "    return %s;" % e.code, "}", ""]
        else:
            self.emit("auto %s = [&](auto a, auto b) { return %s; };" % (name, e.code))
        v = self.fresh()
        self.emit("auto %s = %s(%s, %s);" % (v, name, a.code, b.code))
        self.vars.append(Val(v, t, self.shape, e.rng, e.exact))

    def s_array(self, depth):
        """A local array of tiles, read at a constant and a run-time index."""
        t = self.r.choice(list(TYPES))
        es = [self.expr(t, self.shape, depth) for _ in range(self.r.randint(2, 3))]
        name = self.fresh()
        self.use("local array")
        self.emit("%s %s[%d] = {%s};" % (tile_str(t, self.shape), name, len(es),
                                         ", ".join(e.code for e in es)))
        rng = None
        if is_int(t) and signed(t):
            rng = (min(e.rng[0] for e in es), max(e.rng[1] for e in es))
        exact = all(e.exact for e in es)
        if self.r.random() < 0.5:
            i = self.r.randrange(len(es))
            w = self.expr(t, self.shape, 0)
            self.emit("%s[%d] = %s;" % (name, i, w.code))
            if rng:
                rng = (min(rng[0], w.rng[0]), max(rng[1], w.rng[1]))
            exact = exact and w.exact
        for idx in ("%d" % self.r.randrange(len(es)), "n %% %d" % len(es)):
            v = self.fresh()
            self.emit("auto %s = %s[%s];" % (v, name, idx))
            self.vars.append(Val(v, t, self.shape, rng, exact))

    def s_struct(self, depth):
        """A struct of two tiles, built, changed and read."""
        a, b = self.r.choice(self.vars), self.r.choice(self.vars)
        self.nhelper += 1
        sname = "pair%d" % self.nhelper
        self.use("struct")
        self.helpers += ["struct %s {" % sname,
                         "    %s first;" % tile_str(a.t, self.shape),
                         "    %s second;" % tile_str(b.t, self.shape), "};", ""]
        name = self.fresh()
        self.emit("%s %s{%s, %s};" % (sname, name, a.code, b.code))
        e = self.expr(b.t, self.shape, depth)
        self.emit("%s.second = %s;" % (name, e.code))
        for fld, src in (("first", a), ("second", e)):
            v = self.fresh()
            self.emit("auto %s = %s.%s;" % (v, name, fld))
            self.vars.append(Val(v, src.t, self.shape, src.rng, src.exact))

    def span_extents(self):
        """The buffer as a tensor: 1-d of n elements (what idx < n masks)
        where n covers both blocks' tiles, else of the whole buffer; 2-d
        of 2R full rows of C."""
        if len(self.shape) == 1:
            # Block 1's tile must be in the view's index space.
            return "ct::extents{n}" if self.n > self.E else "ct::extents{%d}" % (2 * self.E)
        return "ct::extents{%s}" % ", ".join(map(str, (2 * self.shape[0],) + self.shape[1:]))

    def load_strided(self, name, i):
        """Overlapping 1-d tiles E long, E/2 apart, padded past n (block b
        reads elements b*E/2 ...), reshaped to the tile's shape."""
        E = self.E
        self.use("strided_view load masked")
        ext = "n" if self.n >= 2 * E else "%d" % (2 * E)
        tile = "ct::strided_view{ct::tensor_span{in%d, ct::extents{%s}}, ct::shape<%d>{}, " \
               "ct::strides{ct::integral_constant<%d>{}}}.load_masked(int(ct::bid().x))" % (
                   i, ext, E, E // 2)
        if len(self.shape) > 1:
            tile = "ct::reshape<%s>(%s)" % (shape_str(self.shape), tile)
        self.emit("auto %s = %s;" % (name, tile))

    def rows_perm(self):
        """A permutation of this block's R rows, as a row-index tile."""
        R = self.shape[0]
        k = self.r.choice([1, 3, 5, 7])
        c = self.r.randrange(R)
        return "(((ct::iota<ct::tile<int, ct::shape<%d>>>() * %d + %d) & %d) + int(ct::bid().x) * %d)" % (
            R, k, c, R - 1, R)

    def load_gather(self, name, i):
        R, C = self.shape
        self.use("gather_scatter_view load")
        self.emit("auto %s = ct::gather_scatter_view{ct::tensor_span{in%d, ct::extents{%d, "
                  "ct::integral_constant<%d>{}}}, %s{}, ct::integral_constant<0>{}}.load(%s, 0);"
                  % (name, i, 2 * R, C, shape_str(self.shape), self.rows_perm()))

    def load_hint(self):
        """Sometimes an optimisation hint on the declaration (CUDA 13.5 applies
        it to the initializer's load): no effect on the values."""
        if self.r.random() > 0.25:
            return ""
        self.use("hint cutile::hint")
        extra = ", allow_tma = false" if self.r.random() < 0.3 else ""
        return "[[cutile::hint(0, latency = %d%s)]] " % (self.r.randint(1, 8), extra)

    def atomic_old(self, t, i, v):
        """A second atomic on the same lanes, whose old values (the first
        one's results) become a variable: an exchange, a bit operation, max,
        a float add, or a compare-and-swap expecting what the first wrote."""
        w = self.expr(t, self.shape, 0)
        ops = ["add"] if not is_int(t) else ["or", "xor", "max", "xchg", "cas"]
        op = self.r.choice(ops)
        name = self.fresh()
        self.use("atomic old value" if op != "cas" else "atomic compare_exchange")
        mo = "ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}"
        if op == "cas":
            self.emit("auto %s = ct::atomic_compare_exchange(out%d + idx, %s, %s, %s);"
                      % (name, i, v.code, w.code, mo))
        else:
            self.emit("auto %s = ct::atomic_%s(out%d + idx, %s, %s);" % (name, op, i, w.code, mo))
        self.vars.append(Val(name, t, self.shape, None, v.exact and w.exact))

    def load_narrow(self, t, i):
        """A tile of an fp8/fp4/e8m0 buffer, converted to a wider float."""
        raw, name = self.fresh(), self.fresh()
        self.use("load " + t)
        if t != "e8m0" and self.r.random() < 0.5:
            # e8m0 has no zero to pad with.
            self.use("partition_view load masked")
            self.emit("auto %s = ct::partition_view{ct::tensor_span{in%d, %s}, %s{}}.load_masked(%s);"
                      % (raw, i, self.span_extents(), shape_str(self.shape), self.view_index()))
        else:
            self.use("load")
            self.emit("auto %s = ct::load(in%d + idx);" % (raw, i))
        f = self.r.choice(["f32", "bf16"] if t == "e8m0" else ["f32", "f16", "bf16"])
        self.use("element_cast %s->float" % t)
        self.emit("auto %s = ct::element_cast<%s>(%s);" % (name, cty(f), raw))
        self.vars.append(Val(name, f, self.shape))

    def view_index(self):
        return ", ".join(["int(ct::bid().x)"] + ["0"] * (len(self.shape) - 1))

    def generate(self):
        r = self.r
        self.shape = r.choice(SHAPES)
        E = 1
        for d in self.shape:
            E *= d
        self.E = E
        N = 2 * E
        n = r.choice([N, N, r.randint(1, N - 1)])
        self.n = n
        nin = r.randint(1, 3)
        nout = r.randint(1, 3)
        intypes = [r.choice(list(TYPES)) if r.random() < 0.85 else r.choice(list(NARROW))
                   for _ in range(nin)]
        # Float buffers: rand's [-1, 1), or every bit pattern (huge, tiny,
        # infinite, NaN) through emulate-run's bits=.
        inits = ["bits" if t in NARROW or (t in FLOATS and r.random() < 0.4) else ""
                 for t in intypes]
        params, args = [], []
        # Sometimes a kernel template: K0 stands for an integer constant.
        self.tparam = r.randint(1, 4) if r.random() < 0.2 else None
        if self.tparam is not None:
            self.use("kernel template")
        # Scalar parameters besides n: (name, type, value).
        self.scalars = []
        for i in range(r.randint(0, 2)):
            t = r.choice(list(TYPES))
            v = r.randint(-9, 9) if is_int(t) and signed(t) else (
                r.randint(0, 9) if is_int(t) else r.choice([0.75, -1.5, 2.0, 0.125]))
            self.scalars.append(("s%d" % i, t, v))
        for i, t in enumerate(intypes):
            params.append("const %s* in%d" % (NARROW.get(t) or cty(t), i))
        # Index and mask
        body = []
        if len(self.shape) == 1:
            self.emit("auto idx = ct::iota<ct::tile<int, %s>>() + int(ct::bid().x) * %d;"
                      % (shape_str(self.shape), E))
        else:
            # Row-major: one iota per dimension, shaped to broadcast.
            terms, stride = [], E
            for d, ext in enumerate(self.shape):
                stride //= ext
                one = [1] * len(self.shape)
                one[d] = ext
                term = "ct::reshape<%s>(ct::iota<ct::tile<int, ct::shape<%d>>>())" % (
                    shape_str(tuple(one)), ext)
                terms.append(term + (" * %d" % stride if stride > 1 else ""))
            self.emit("auto idx = %s + int(ct::bid().x) * %d;" % (" + ".join(terms), E))
        self.emit("auto m = idx < n;")
        for i, t in enumerate(intypes):
            if inits[i] == "bits":
                self.use("input bits")
            if t in NARROW:
                self.load_narrow(t, i)
                continue
            name = self.fresh()
            k = r.random()
            if k < 0.2:
                self.use("partition_view load masked")
                pad = ""
                if t in FLOATS and r.random() < 0.4:
                    pad = r.choice(["negative_zero", "positive_inf", "negative_inf", "nan"])
                    self.use("view padding " + pad)
                    pad = "ct::view_padding_%s_t{}, " % pad
                self.emit("%sauto %s = ct::partition_view{ct::tensor_span{in%d, %s}, %s{}}.load_masked(%s%s);"
                          % (self.load_hint(), name, i, self.span_extents(), shape_str(self.shape),
                             pad, self.view_index()))
            elif k < 0.3:
                self.load_strided(name, i)
            elif k < 0.4 and len(self.shape) == 2:
                self.load_gather(name, i)
            elif k < 0.6:
                self.use("load masked")
                self.emit("auto %s = ct::load_masked(in%d + idx, m, %s);" % (name, i, lit(t, 0)))
            elif r.random() < 0.15:
                self.use("hint assume_aligned")
                self.emit("auto %s = ct::load(ct::assume_aligned<%d>(in%d + idx));"
                          % (name, bits(t) // 8, i))
            else:
                self.use("load")
                self.emit("auto %s = ct::load(in%d + idx);" % (name, i))
            rng = None
            if is_int(t) and signed(t):
                rng = (-100, 99)
            self.vars.append(Val(name, t, self.shape, rng))
        if len(self.shape) == 2 and self.shape[1] % 16 == 0 and r.random() < 0.4:
            # Block-scaled MMA only fits these shapes: give it a statement.
            name = self.fresh()
            v = self.e_scaled_mma("f32", self.shape, r.randint(0, 2))
            self.emit("auto %s = %s;" % (name, v.code))
            self.vars.append(Val(name, "f32", self.shape, None, v.exact))
        for _ in range(r.randint(1, 5)):
            k = r.random()
            if k < 0.4:
                self.new_var(r.randint(1, 3))
            elif k < 0.5:
                self.s_if(r.randint(0, 2))
            elif k < 0.6:
                self.s_switch(r.randint(0, 1))
            elif k < 0.75:
                self.s_loop(r.randint(0, 2))
            elif k < 0.85:
                self.s_helper(r.randint(0, 2))
            elif k < 0.93:
                self.s_array(r.randint(0, 1))
            else:
                self.s_struct(r.randint(0, 1))
        outs = []
        for i in range(nout):
            t = r.choice(list(TYPES))
            narrow = r.choice(list(NARROW)) if t in ("f32", "f16", "bf16") and r.random() < 0.3 else None
            if narrow == "e8m0" and t == "f16":
                t = "f32"
            v = self.expr(t, self.shape, r.randint(0, 2))
            if narrow and v.exact:
                # Stored converted: a byte per element, compared exactly.
                tag = ""
                if narrow == "e8m0" and r.random() < 0.6:
                    tag = r.choice(["round_toward_zero_t", "round_toward_positive_t"])
                elif narrow != "e8m0" and r.random() < 0.3:
                    tag = "round_ties_to_even_t"
                self.use("element_cast float->%s%s" % (narrow, " " + tag[:-2] if tag else ""))
                v = Val("ct::element_cast<%s>(%s%s)" % (NARROW[narrow], v.code,
                                                       ", ct::%s{}" % tag if tag else ""),
                        t, self.shape, None, True)
                params.append("%s* out%d" % (NARROW[narrow], i))
                self.use("store " + narrow)
                k = r.uniform(0.15, 1.0)  # no atomics, no gather
                if len(self.shape) == 2 and 0.3 <= k < 0.4:
                    k = 0.5
                outs.append(("i8", "exact"))
            else:
                params.append("%s* out%d" % (cty(t), i))
                k = r.random()
                outs.append((TYPES[t][1], "exact" if v.exact or is_int(t) else "tol=%g" % TOL[t]))
            if k < 0.15 and t in ("i32", "u32", "i64", "u64", "f32", "f64"):
                # The buffer starts at zero: the result is op(0, v), per lane.
                ops = ["add"] if not is_int(t) else ["add", "or", "xor", "max", "xchg"]
                op = r.choice(ops)
                masked = r.random() < 0.5
                self.use("atomic " + op + (" masked" if masked else ""))
                self.emit("(void)ct::atomic_%s%s(out%d + idx, %s%s, ct::memory_order_relaxed_t{}, "
                          "ct::thread_scope_device_t{});" % (op, "_masked" if masked else "", i,
                                                            v.code, ", m" if masked else ""))
                if r.random() < 0.5:
                    self.atomic_old(t, i, v)
            elif k < 0.3:
                self.use("partition_view store masked")
                self.emit("ct::partition_view{ct::tensor_span{out%d, %s}, %s{}}.store_masked(%s, %s);"
                          % (i, self.span_extents(), shape_str(self.shape), v.code, self.view_index()))
            elif k < 0.4 and len(self.shape) == 2:
                R, C = self.shape
                self.use("gather_scatter_view store")
                self.emit("ct::gather_scatter_view{ct::tensor_span{out%d, ct::extents{%d, "
                          "ct::integral_constant<%d>{}}}, %s{}, ct::integral_constant<0>{}}"
                          ".store(%s, %s, 0);" % (i, 2 * R, C, shape_str(self.shape), v.code,
                                                  self.rows_perm()))
            elif k < 0.6:
                self.use("store masked")
                self.emit("ct::store_masked(out%d + idx, %s, m);" % (i, v.code))
            else:
                self.use("store")
                self.emit("ct::store(out%d + idx, %s);" % (i, v.code))
        params.append("int n")
        params += ["%s %s" % (cty(t), name) for name, t, _ in self.scalars]
        hdr = ["// Generated by scripts/fuzz/gen.py %d" % self.seed,
               "// FUZZ-GRID: 2"]
        for t, init in zip(intypes, inits):
            hdr.append("// FUZZ-ARG: in %s %d%s" % ("i8" if t in NARROW else TYPES[t][1], N,
                                                   " " + init if init else ""))
        for ety, cmp in outs:
            hdr.append("// FUZZ-ARG: out %s %d %s" % (ety, N, cmp))
        hdr.append("// FUZZ-ARG: scalar i32 %d" % n)
        for _, t, v in self.scalars:
            hdr.append("// FUZZ-ARG: scalar %s %s" % (TYPES[t][1], v))
        hdr.append("// FUZZ-USES: " + ", ".join(sorted(self.uses)))
        src = hdr + [
            "#include <cstdint>",
            "#include <cuda_fp16.h>",
            "#include <cuda_bf16.h>",
            "#include <cuda_fp8.h>",
            "#include <cuda_fp4.h>",
            "#include <cuda_tf32.h>",  # nvcc's tiles need complete elements (finding 7)
            '#include "cuda_tile.h"',
            "namespace ct = cuda::tiles;",
            "",
        ] + self.helpers + [
        ] + (["template <int K0>"] if self.tparam is not None else []) + [
            "__tile_global__ void fuzz_kernel(%s) {" % ", ".join(params),
        ] + self.lines + ["}"]
        if self.tparam is not None:
            # Instantiated explicitly: both compilers then emit it, under
            # the same mangled name.
            src += ["template __tile_global__ void fuzz_kernel<%d>(%s);" % (
                self.tparam, ", ".join(p.rsplit(" ", 1)[0] for p in params))]
        return "\n".join(src) + "\n"


def generate(seed):
    return Gen(seed).generate()


if __name__ == "__main__":
    sys.stdout.write(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 1))

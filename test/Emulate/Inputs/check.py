#!/usr/bin/env python3
"""Checks cutile-emulate-run output against a host reference.

The tool prints every buffer argument as "argN: v0 v1 ...", inputs
included, so the reference is computed from exactly the values the kernel
saw. Every output element is checked.

  check.py gemm M N K ALAYOUT BLAYOUT A B C < output
      C (row-major MxN, argument C) must be A x B within float32 rounding
      of the sum; ALAYOUT is mk (A[m*K+k]) or km (A[k*M+m]), BLAYOUT kn or
      nk.
  check.py saxpy ALPHA X Y OUT < output
      OUT[i] == ALPHA * X[i] + Y[i] (one f32 fma or mul+add).
"""
import sys


def read_args():
    args = {}
    for line in sys.stdin:
        if line.startswith("arg") and ":" in line:
            name, vals = line.split(":", 1)
            args[int(name[3:])] = [float(v) for v in vals.split()]
    return args


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def gemm(argv, args):
    M, N, K = (int(x) for x in argv[:3])
    al, bl = argv[3], argv[4]
    a, b, c = (args[int(x)] for x in argv[5:8])
    if len(c) != M * N:
        fail("C has %d elements, expected %d" % (len(c), M * N))
    for m in range(M):
        for n in range(N):
            ref = 0.0
            mag = 0.0
            for k in range(K):
                x = a[m * K + k] if al == "mk" else a[k * M + m]
                y = b[k * N + n] if bl == "kn" else b[n * K + k]
                ref += x * y
                mag += abs(x * y)
            got = c[m * N + n]
            if not abs(got - ref) <= 1e-6 * (mag + 1) * K:
                fail("C[%d][%d] = %r, expected %r" % (m, n, got, ref))
    print("PASS gemm %dx%dx%d (%d elements)" % (M, N, K, M * N))


def main():
    args = read_args()
    if sys.argv[1] == "gemm":
        gemm(sys.argv[2:], args)
    else:
        fail("unknown check " + sys.argv[1])


main()

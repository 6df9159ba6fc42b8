# Reads `arg0: v v v ...` (decimal floats) and checks that a bits= buffer
# reaches what rand= cannot: NaN, both infinities, magnitudes far beyond 1
# and far below it, and both signs.
import math
import sys

vals = [float(v) for v in sys.stdin.read().split(":", 1)[1].split()]
finite = [v for v in vals if math.isfinite(v)]
checks = {
    "nan": any(math.isnan(v) for v in vals),
    "+inf": float("inf") in vals,
    "-inf": float("-inf") in vals,
    "huge": any(abs(v) > 1e30 for v in finite),
    "tiny": any(0 < abs(v) < 1e-30 for v in finite),
    "negative": any(v < 0 for v in finite),
    "positive": any(v > 0 for v in finite),
}
bad = [k for k, ok in checks.items() if not ok]
if bad:
    sys.exit("missing: " + ", ".join(bad))

import sys

sys.path.insert(0, sys.argv[1])
import perf


def k(instr=100, spills=0, tc=0, tma=0):
    return {"k": dict(instr=instr, spills=spills, tc=tc, tma=tma, regs=32)}


listed = {("p", "sm_90", "k"): {"instructions"}}
cases = [
    ("same", k(), k(), {}),
    ("slower, unlisted", k(110), k(), {}),
    ("slower, listed", k(110), k(), listed),
    ("closed, listed", k(100), k(), listed),
    ("fewer tensor-core, listed for instructions", k(110, tc=4), k(tc=8), listed),
    ("within slack", k(105), k(), {}),
    ("spill", k(spills=2), k(), {}),
]
for name, ours, nvcc, gaps in cases:
    (_, _, _, _, new), = perf.judge(ours, nvcc, gaps, "p", "sm_90")
    print(f"{name}: {sorted(new) and set(new) or set()}")

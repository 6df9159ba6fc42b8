#!/usr/bin/env python3
"""Normalizes a log of the stand-in runtime (fake_cudart.cpp with
FAKE_CUDART_DETAIL=1) so that nvcc's executable and ours can be diffed
(registration-parity.test; docs/embedding.md, "Registration compared with
nvcc's", says why each rule is sound):
  - only the stand-in's lines ("[cudart]", "[cudart+]") are kept;
  - host addresses become PTR (the stand-in's own stream handles stay);
  - within one module, its images are sorted by SM number (Clang's driver
    puts sm_100 before sm_90 in the SIMT fatbinary, nvcc after; the driver
    picks an image by the GPU, not by its place), and its function and
    variable registrations are sorted (the runtime keys them by host address
    and name);
  - a PTX image's two version fields become "ptx-isa": the PTX ISA version
    of the SIMT code (Clang 22 writes 8.8, nvcc 13.5 its own);
  - the launch entry point is reduced to "launch": nvcc 13's stubs call
    __cudaGetKernel once and then __cudaLaunchKernel with the handle, Clang's
    call cudaLaunchKernel with the host function; both reach the kernel
    registered for that host function. __cudaGetKernel lines are dropped.
Everything else (image kinds, header fields, ELF flags and kernels, wrapper
sections, launch arguments, unregistration order) is kept as is."""
import re
import sys

ADDR = re.compile(r"(?<!flags=)0x[0-9a-f]{9,}")


def flush_module(head, images, regs, out):
    out.extend(head)
    def sm(img):
        m = re.search(r"sm=(\d+)", img[0])
        return int(m.group(1)) if m else 0
    for img in sorted(images, key=sm):
        out.extend(img)
    out.extend(sorted(regs))


def normalize(lines):
    out = []
    module = None  # (head, images, regs) while a registration is open
    ptx = False
    for line in lines:
        line = line.rstrip("\n")
        if not line.startswith("[cudart") or "__cudaGetKernel" in line:
            continue
        line = ADDR.sub("PTR", line)
        line = re.sub(r"\] (__cudaLaunchKernel|cudaLaunchKernel) module",
                      "] launch module", line)
        if re.search(r"register fatbinary #\d+ ", line):
            module = ([line], [], [])
            continue
        if module is None:
            out.append(line)
            continue
        head, images, regs = module
        if re.search(r"register fatbinary end #\d+", line):
            flush_module(head, images, regs, out)
            out.append(line)
            module = None
        elif "image kind=" in line:
            ptx = "kind=ptx" in line
            images.append([line])
        elif re.search(r"(register (function|variable|managed variable) "
                       r"module|: (function|variable) )", line):
            regs.append(line)
        elif images and re.search(r"module #\d+:   ", line):
            if ptx:
                line = re.sub(r"field24=\d+ field26=\d+", "ptx-isa", line)
            images[-1].append(line)
        else:
            head.append(line)
    return out


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        sys.stdout.write("\n".join(normalize(f)) + "\n")

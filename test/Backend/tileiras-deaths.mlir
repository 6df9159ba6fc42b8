// When tileiras or its ptxas dies, the error names the kernel and the
// target, says what happened and the likely cause, at the kernel (issue 22,
// item 5); a fake tileiras dies as asked. Real tileiras 13.5 says only
// "failed to compile Tile IR program" (exit 5) when its ptxas fails, is
// killed or crashes, so that reads as a ptxas failure.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env FAKE_TILEIRAS_MODE=killed not cutile-compile --cache-dir off %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=KILLED
// RUN: env FAKE_TILEIRAS_MODE=crash not cutile-compile --cache-dir off %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: env FAKE_TILEIRAS_MODE=ptxas-died not cutile-compile --cache-dir off %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: env FAKE_TILEIRAS_MODE=hang not cutile-compile --cache-dir off %s --tileiras %S/Inputs/fake-tileiras --timeout 1 -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=HANG
// An ordinary rejection keeps its plain summary.
// RUN: env FAKE_TILEIRAS_MODE=silent-exit2 not cutile-compile --cache-dir off %s --tileiras %S/Inputs/fake-tileiras -o %t/x.cubin 2>&1 | FileCheck %s --check-prefix=EXIT2

// KILLED: tileiras-deaths.mlir:[[@LINE+20]]:3: error: tileiras failed for sm_100 on kernel 'attn_bwd' (killed by SIGKILL)
// KILLED: note: likely cause: out of memory
// KILLED: note: tileiras and its ptxas used at most {{[0-9.]+}} GiB of this machine's {{[0-9.]+}} GiB and {{[0-9]+}} s of CPU time

// CRASH: error: tileiras failed for sm_100 on kernel 'attn_bwd' (crashed: SIGSEGV, Segmentation fault{{.*}})
// CRASH: note: likely cause: a bug in tileiras; report it to NVIDIA with the bytecode (CUTILE_DUMP_DIR keeps it)

// PTXAS: error: tileiras failed for sm_100 on kernel 'attn_bwd' (exit code 5: its ptxas {{[(]}}or libNVVM{{[)]}} step failed or was killed; tileiras does not say which)
// PTXAS-NOT: likely cause
// PTXAS: note: tileiras: error: failed to compile Tile IR program
// PTXAS: note: likely cause: {{ptxas rejected or could not finish|out of memory}}
// PTXAS: note: tileiras and its ptxas used at most

// HANG: error: tileiras failed for sm_100 on kernel 'attn_bwd' (timed out after 1 s)
// HANG: note: likely cause: the kernel's tiles are too large for ptxas to finish in time

// EXIT2: error: tileiras failed for sm_100 on kernel 'attn_bwd' (exit code 2){{$}}
// EXIT2-NOT: likely cause

cuda_tile.module @m {
  entry @attn_bwd() {
    %c = constant <f32: 1.0> : tile<4xf32>
  }
}

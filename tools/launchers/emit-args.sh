# Sourced by the clang/clang++ launchers (POSIX sh, so it can rewrite the
# launcher's "$@"). Turns Clang-style tile output flags (docs/driver.md)
#   --cuda-device-only -fcutile-emit=cubin|tilebc|mlir [-fcutile-tile-only] -o X
# into a command Clang's own driver understands: a device-only -fsyntax-only
# compile (no PTX, no ptxas), plus arguments for the cutile-embed plugin
# action, which writes the requested output of each target's device cc1.
# Several --cuda-gpu-arch: one file per target, X with .<arch> before its
# extension (k.cubin -> k.sm_80.cubin, k.sm_90.cubin).
# Variables start with ce_ so as not to clash with the launcher's.

ce_emit=
ce_tile_only=0
for ce_arg in "$@"; do
  case "$ce_arg" in
    -fcutile-emit=*) ce_emit=${ce_arg#-fcutile-emit=} ;;
    -fcutile-tile-only) ce_tile_only=1 ;;
  esac
done

if [ -n "$ce_emit" ] || [ "$ce_tile_only" = 1 ]; then
  ce_fail() {
    echo "$(basename -- "$0"): error: $*" >&2
    exit 1
  }
  case "$ce_emit" in
    cubin|tilebc|mlir) ;;
    '') ce_fail "-fcutile-tile-only needs -fcutile-emit=cubin|tilebc|mlir (a host object without SIMT code is not supported yet)" ;;
    *) ce_fail "invalid value '$ce_emit' in '-fcutile-emit=$ce_emit' (expected cubin, tilebc or mlir)" ;;
  esac
  ce_out=
  ce_input=
  ce_inputs=0
  ce_device_only=0
  ce_archs=
  ce_prev=
  # Rotate the arguments through, dropping the ones this replaces.
  for ce_arg in "$@"; do
    shift
    if [ "$ce_prev" = "-o" ]; then
      ce_out=$ce_arg
      ce_prev=
      continue
    fi
    if [ -n "$ce_prev" ]; then
      # The value of an option spelled apart from it, not an input.
      set -- "$@" "$ce_arg"
      ce_prev=
      continue
    fi
    case "$ce_arg" in
      -fcutile-emit=*|-fcutile-tile-only|-c|-S) continue ;;
      -o) ce_prev=-o; continue ;;
      -o*) ce_out=${ce_arg#-o}; continue ;;
      -x|-I|-isystem|-iquote|-idirafter|-include|-imacros|-D|-U|-MF|-MT|-MQ|\
      -Xclang|-Xarch_device|-Xarch_host|-Xlinker|-mllvm|-target|-L|-l)
        ce_prev=$ce_arg ;;
      --cuda-device-only|--offload-device-only) ce_device_only=1 ;;
      --cuda-gpu-arch=*|--offload-arch=*)
        ce_archs="$ce_archs,${ce_arg#*=}" ;;
      -*) ;;
      *) ce_input=$ce_arg; ce_inputs=$((ce_inputs + 1)) ;;
    esac
    set -- "$@" "$ce_arg"
  done
  if [ "$ce_device_only" = 0 ]; then
    ce_fail "-fcutile-emit=$ce_emit needs --cuda-device-only"
  fi
  if [ "$ce_inputs" -ne 1 ]; then
    ce_fail "-fcutile-emit=$ce_emit takes exactly one input file"
  fi
  # Targets named twice count once, as for the driver.
  ce_count=$(printf '%s\n' "$ce_archs" | tr ',' '\n' | sed '/^$/d' |
             sort -u | wc -l)
  if [ -z "$ce_out" ]; then
    ce_out=$(basename -- "$ce_input")
    ce_out="${ce_out%.*}.$ce_emit"
  fi
  set -- -fsyntax-only "$@" -Xclang -plugin-arg-cutile-embed \
    -Xclang "emit-$ce_emit=$ce_out"
  if [ "$ce_count" -gt 1 ]; then
    set -- "$@" -Xclang -plugin-arg-cutile-embed -Xclang emit-per-target
  fi
  unset -f ce_fail
fi

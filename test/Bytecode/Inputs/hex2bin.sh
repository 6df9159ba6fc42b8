#!/bin/sh
# Turns a .hex file (hex byte pairs; '#' starts a comment) into binary on
# stdout, so tests can build bytecode by hand without xxd. POSIX printf only
# knows octal escapes.
sed 's/#.*//' "$1" | tr -s ' \t\n' '\n\n\n' | while read -r b; do
  [ -n "$b" ] && printf "\\$(printf '%03o' "0x$b")"
done
exit 0

// The tile size of scale.cu, in a header of its own: editing it must make
// the program's record entry stale.
#pragma once
constexpr int kBlock = 128;

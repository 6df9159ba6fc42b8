// Scalar C++ semantics in tile code, checked against the same code compiled
// for the host: unsigned wrap-around, signed division and remainder with
// negative operands, shifts, uint8/int16 integer promotions and narrowing,
// float-to-int truncation, a chain of compound assignments, nested loops
// with break and continue, a while loop with continue, an aggregate with a
// reference to a member, pointer walking (*p++), a lambda capturing by
// reference called in a loop, and a break out of a search loop. The body is
// written once as a macro and instantiated as a __tile__ function and as a
// host function (a function cannot be both).
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct acc_t {
    int sum = 0, cnt = 0;
};

#define SCALAR_CASES(SC_ATTR, SC_NAME)                                                     \
SC_ATTR inline void SC_NAME(const int* in, int n, int* o) {                                \
    unsigned u = 0xFFFFFFF0u + unsigned(in[0]);                                            \
    o[0] = int(u);                                                                         \
    o[1] = in[1] / -3;                                                                     \
    o[2] = in[1] % -3;                                                                     \
    o[3] = (in[2] << 3) >> 1;                                                              \
    o[4] = int(unsigned(in[1]) >> 28);                                                     \
    uint8_t a8 = uint8_t(in[3]), b8 = uint8_t(in[4]);                                      \
    o[5] = a8 + b8;                                                                        \
    o[6] = uint8_t(a8 + b8);                                                               \
    int16_t s16 = int16_t(in[5]);                                                          \
    o[7] = s16 * s16;                                                                      \
    float f = float(in[1]) / 7.0f;                                                         \
    o[8] = int(f);                                                                         \
    o[9] = int(-2.75f * float(in[6]));                                                     \
    int c = in[0];                                                                         \
    c += 5; c -= 2; c *= 3; c <<= 2; c >>= 1; c ^= 0x55; c |= 0x100; c &= 0x1FF; c %= 97;  \
    o[10] = c;                                                                             \
    int pairs = 0;                                                                         \
    for (int i = 0; i < n; ++i) {                                                          \
        if (in[i] % 2 == 0) continue;                                                      \
        for (int j = i + 1; j < n; ++j) {                                                  \
            if (in[j] > in[i]) break;                                                      \
            pairs += 1;                                                                    \
        }                                                                                  \
    }                                                                                      \
    o[11] = pairs;                                                                         \
    int k = 0, odd = 0;                                                                    \
    while (k < n) {                                                                        \
        k = k + 1;                                                                         \
        if (in[k - 1] % 2 == 0) continue;                                                  \
        odd += in[k - 1];                                                                  \
    }                                                                                      \
    o[12] = odd;                                                                           \
    acc_t acc;                                                                             \
    for (int i = 0; i < n; ++i) { acc.sum += in[i]; ++acc.cnt; }                           \
    int& r = acc.sum;                                                                      \
    r = r * 2;                                                                             \
    o[13] = acc.sum + acc.cnt;                                                             \
    const int* p = in;                                                                     \
    int walk = 0;                                                                          \
    for (int i = 0; i < n; ++i) walk += *p++ * (i + 1);                                    \
    o[14] = walk;                                                                          \
    int total = 0;                                                                         \
    auto bump = [&](int v) { total += v > 0 ? v : -v; };                                   \
    for (int i = 0; i < n; ++i) bump(in[i]);                                               \
    o[15] = total;                                                                         \
    o[16] = -1;                                                                            \
    for (int i = 0; i < n; ++i)                                                            \
        if (in[i] == 7) { o[16] = i; break; }                                              \
}

SCALAR_CASES(__tile__, scalar_cases)
SCALAR_CASES(static, scalar_cases_host)

__tile_global__ void k(const int* in, int n, int* out) { scalar_cases(in, n, out); }

int main() {
    seed::checker chk("control_scalar_semantics");
    for (int rep = 0; rep < 5; ++rep) {
        const int n = 12;
        int hin[n];
        for (int i = 0; i < n; ++i) hin[i] = seed::rand_int(-300, 300);
        hin[3] = 200; hin[4] = 100; hin[5] = 300;
        if (rep == 2) hin[9] = 7;
        int *in = seed::device_alloc<int>(n), *out = seed::device_alloc<int>(17);
        seed::to_device(in, hin, n);
        seed::poison(out, 17 * sizeof(int));
        k<<<1, 1>>>(in, n, out);
        SEED_SYNC();
        int got[17], want[17];
        for (int i = 0; i < 17; ++i) want[i] = -1;
        seed::to_host(got, out, 17);
        scalar_cases_host(hin, n, want);
        for (int i = 0; i < 17; ++i) chk.exact("o", rep * 100 + i, got[i], want[i]);
        cudaFree(in); cudaFree(out);
    }
    return chk.finish();
}
